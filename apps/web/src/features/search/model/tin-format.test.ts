import { describe, expect, it } from 'vitest';
import { formatTinInput, tinLayout } from './tin-format.js';

describe('formatTinInput', () => {
  it('writes nine digits as an SSN, adding each dash once the next digit is typed', () => {
    const typed = '123456789'.split('').reduce<string[]>((steps, digit) => {
      steps.push(formatTinInput((steps.at(-1) ?? '') + digit));
      return steps;
    }, []);
    expect(typed).toEqual(['1', '12', '123', '123-4', '123-45', '123-45-6', '123-45-67', '123-45-678', '123-45-6789']);
  });

  it('keeps the EIN layout when the user types a dash after two digits', () => {
    expect(formatTinInput('12-')).toBe('12-');
    expect(formatTinInput('12-3')).toBe('12-3');
    expect(formatTinInput('12-3456789')).toBe('12-3456789');
  });

  it('drops letters, spaces and digits beyond nine', () => {
    expect(formatTinInput('12a3 45x6789 99')).toBe('123-45-6789');
    expect(formatTinInput('12-34567890')).toBe('12-3456789');
  });

  it('reformats a pasted number whatever its punctuation', () => {
    expect(formatTinInput('123 45 6789')).toBe('123-45-6789');
    expect(formatTinInput('123.45.6789')).toBe('123-45-6789');
  });

  it('lets the user delete back past a dash', () => {
    expect(formatTinInput('123-')).toBe('123');
    expect(formatTinInput('123-45-')).toBe('123-45');
  });
});

describe('tinLayout', () => {
  it('tells an SSN from an EIN and refuses anything else', () => {
    expect(tinLayout('123-45-6789')).toBe('SSN');
    expect(tinLayout('123456789')).toBe('SSN');
    expect(tinLayout('12-3456789')).toBe('EIN');
    expect(tinLayout('12345678')).toBeUndefined();
    expect(tinLayout('1234-5-6789')).toBeUndefined();
  });
});
