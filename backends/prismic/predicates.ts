import { parsingError } from './errors';

/** A query predicate as the client writes it: `[at(my.page.uid, "about")]`. */
export interface Predicate {
  name: string;
  /** `document.type`, `my.{type}.{field}`, `document` (fulltext); null for `similar(...)`. */
  path: string | null;
  args: PredicateValue[];
}

export type PredicateValue = string | number | boolean | PredicateValue[];

/**
 * Parses one `q` parameter: a bracketed list of bracketed predicates, `[[at(...)][any(...)]]`.
 * The grammar is Prismic's: unquoted paths, double-quoted strings with `\"` escapes, numbers,
 * booleans and `[...]` lists.
 */
export function parseQuery(text: string): Predicate[] {
  return new QueryParser(text).parse();
}

class QueryParser {
  private position = 0;

  constructor(private readonly text: string) {}

  parse(): Predicate[] {
    this.expect('[');
    const predicates: Predicate[] = [];
    while (this.peek() === '[') {
      this.expect('[');
      predicates.push(this.predicate());
      this.expect(']');
    }
    this.expect(']');
    this.skipSpaces();
    if (this.position < this.text.length) this.fail('unexpected trailing input');
    return predicates;
  }

  private predicate(): Predicate {
    const name = this.identifier();
    this.expect('(');
    let path: string | null = null;
    const args: PredicateValue[] = [];
    if (this.peek() !== ')') {
      if (/[A-Za-z_]/.test(this.peek()) && !this.lookingAtBoolean()) path = this.identifier();
      else args.push(this.value());
      while (this.peek() === ',') {
        this.expect(',');
        args.push(this.value());
      }
    }
    this.expect(')');
    return { name, path, args };
  }

  private value(): PredicateValue {
    const next = this.peek();
    if (next === '"') return this.string();
    if (next === '[') {
      this.expect('[');
      const items: PredicateValue[] = [];
      if (this.peek() !== ']') {
        items.push(this.value());
        while (this.peek() === ',') {
          this.expect(',');
          items.push(this.value());
        }
      }
      this.expect(']');
      return items;
    }
    if (this.lookingAtBoolean()) return this.identifier() === 'true';
    const number = /^-?\d+(\.\d+)?/.exec(this.text.slice(this.position));
    if (!number) this.fail('expected a value');
    this.position += number[0].length;
    return Number(number[0]);
  }

  private string(): string {
    this.expect('"');
    let result = '';
    while (this.position < this.text.length && this.text[this.position] !== '"') {
      if (this.text[this.position] === '\\') this.position++;
      result += this.text[this.position++] ?? '';
    }
    if (this.text[this.position] !== '"') this.fail('unterminated string');
    this.position++;
    return result;
  }

  private identifier(): string {
    this.skipSpaces();
    const match = /^[A-Za-z_][\w.-]*/.exec(this.text.slice(this.position));
    if (!match) this.fail('expected a name');
    this.position += match[0].length;
    return match[0];
  }

  private lookingAtBoolean(): boolean {
    return /^(true|false)\b/.test(this.text.slice(this.position));
  }

  private peek(): string {
    this.skipSpaces();
    return this.text[this.position] ?? '';
  }

  private expect(char: string) {
    if (this.peek() !== char) this.fail(`expected '${char}'`);
    this.position++;
  }

  private skipSpaces() {
    while (/\s/.test(this.text[this.position] ?? '')) this.position++;
  }

  private fail(message: string): never {
    throw parsingError(message, 'q', this.text, this.position + 1);
  }
}
