import type { LinkField, RichTextField } from '@prismicio/client';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText } from '@/components/RichText';
import { hrefOf } from '@/components/shell/navigation';
import { safeLinkHref } from '@/lib/link-href';

describe('links an editor set: web, e-mail and telephone only', () => {
  it.each([
    ['https://press.example.org/kit', 'https://press.example.org/kit'],
    ['http://example.org', 'http://example.org'],
    ['mailto:care@maison-aurele.example', 'mailto:care@maison-aurele.example'],
    ['tel:+33123456789', 'tel:+33123456789'],
    ['/fr-fr/fashion', '/fr-fr/fashion'],
    ['#size-guide', '#size-guide'],
    ['  https://example.org  ', 'https://example.org'],
  ])('keeps %s', (href, expected) => {
    expect(safeLinkHref(href)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '',
    null,
    undefined,
  ])('drops %j', (href) => {
    expect(safeLinkHref(href)).toBeNull();
  });
});

describe('rich text as the shop renders it', () => {
  const paragraph = (url: string) => [
    {
      type: 'paragraph',
      text: 'Read the care guide',
      spans: [{ type: 'hyperlink', start: 9, end: 19, data: { link_type: 'Web', url } }],
    },
  ];
  const render = (url: string) =>
    renderToStaticMarkup(createElement(RichText, { field: paragraph(url) as RichTextField }));

  it.each([
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
  ])('renders a %s link as its text alone', (url) => {
    const html = render(url);
    expect(html).toContain('care guide');
    expect(html).not.toContain('<a');
  });

  it('keeps a web link', () => {
    expect(render('https://press.example.org/kit')).toContain(
      '<a href="https://press.example.org/kit">care guide</a>',
    );
  });
});

describe('menu and footer links', () => {
  it('drops a scheme links may not use', () => {
    expect(hrefOf({ link_type: 'Web', url: 'data:text/html,x' } as LinkField)).toBeNull();
    expect(hrefOf({ link_type: 'Web', url: 'https://example.org' } as LinkField)).toBe('https://example.org');
  });
});
