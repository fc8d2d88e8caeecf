'use client';

import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { padStepNumber, recommendHandles } from '@/lib/quiz';
import styles from './QuizSteps.module.css';

export interface QuizQuestion {
  question: string;
  answers: { answer: string; handles: string[] }[];
}

type Labels = Record<
  'progress' | 'next' | 'back' | 'seeResult' | 'restart' | 'resultTitle' | 'noResult',
  string
>;

/**
 * One question at a time, as a group of radio buttons (arrow keys move between answers, Enter submits).
 * Focus moves to each new step's heading so a screen-reader user hears where they are.
 */
export function QuizSteps({
  id,
  questions,
  cards,
  labels,
}: {
  id: string;
  questions: QuizQuestion[];
  cards: Record<string, ReactNode>;
  labels: Labels;
}) {
  const [step, setStep] = useState(0);
  const [choices, setChoices] = useState<(number | null)[]>(() => questions.map(() => null));
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const done = step === questions.length;

  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  function go(to: number) {
    moved.current = true;
    setStep(to);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (choices[step] !== null) go(step + 1);
  }

  if (done) {
    const chosen = questions.map((question, index) => question.answers[choices[index]!]?.handles ?? []);
    const recommended = recommendHandles(
      chosen.map((handles) => handles.filter((handle) => handle in cards)),
    );
    return (
      <div className={styles.quiz} data-testid="quiz">
        <h3 ref={heading} tabIndex={-1} className={styles.question}>
          {labels.resultTitle}
        </h3>
        {recommended.length > 0 ? (
          <ul className={styles.results} data-testid="quiz-result">
            {recommended.map((handle) => (
              <li key={handle}>{cards[handle]}</li>
            ))}
          </ul>
        ) : (
          <p>{labels.noResult}</p>
        )}
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            setChoices(questions.map(() => null));
            go(0);
          }}
        >
          {labels.restart}
        </button>
      </div>
    );
  }

  const question = questions[step]!;
  const progress = labels.progress
    .replace('{current}', padStepNumber(step + 1))
    .replace('{total}', padStepNumber(questions.length));
  const last = step === questions.length - 1;
  return (
    <form className={styles.quiz} onSubmit={submit} data-testid="quiz">
      <p className={styles.progress} data-testid="quiz-progress">
        {progress}
      </p>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          <h3 ref={heading} tabIndex={-1} className={styles.question}>
            {question.question}
          </h3>
        </legend>
        {question.answers.map((answer, index) => {
          const inputId = `${id}-q${step}-a${index}`;
          return (
            <div key={inputId} className={styles.answer}>
              <input
                type="radio"
                id={inputId}
                name={`${id}-q${step}`}
                checked={choices[step] === index}
                onChange={() =>
                  setChoices((current) => current.map((value, at) => (at === step ? index : value)))
                }
              />
              <label htmlFor={inputId}>{answer.answer}</label>
            </div>
          );
        })}
      </fieldset>
      <div className={styles.actions}>
        {step > 0 ? (
          <button type="button" className={styles.secondary} onClick={() => go(step - 1)}>
            {labels.back}
          </button>
        ) : null}
        <button type="submit" className="button" disabled={choices[step] === null}>
          {last ? labels.seeResult : labels.next}
        </button>
      </div>
    </form>
  );
}
