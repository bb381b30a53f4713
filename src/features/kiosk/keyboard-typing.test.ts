import { describe, expect, it } from 'vitest';
import { CODE_ROWS, KEY_ROWS, pressCodeKey, pressKey } from './keyboard-typing';

const type = (keys: string[], maxLength = 120) => keys.reduce((v, k) => pressKey(v, k, maxLength), '');

describe('the kiosk keyboard', () => {
  it('writes names as they are said: capitals at the start of each word and after a hyphen', () => {
    expect(type(['M', 'A', 'R', 'I', 'A', 'space', 'L', 'O', 'P', 'E', 'Z', '-', 'G', 'I', 'L'])).toBe('Maria Lopez-Gil');
    expect(type(['O', "'", 'N', 'E', 'I', 'L', 'L'])).toBe("O'neill");
    expect(type(['J', 'Ö', 'R', 'G', 'space', 'S', 'T', 'R', 'A', 'ß', 'E'])).toBe('Jörg Straße');
    expect(type(['N', 'U', 'Ñ', 'E', 'Z'])).toBe('Nuñez');
  });

  it('no leading or double space; backspace takes one letter off; the length stops at the field’s limit', () => {
    expect(type(['space', 'A', 'space', 'space', 'B'])).toBe('A B');
    expect(type(['A', 'N', 'N', 'backspace', 'backspace', 'backspace', 'backspace'])).toBe('');
    expect(type(['A', 'B', 'C', 'D'], 3)).toBe('Abc');
  });

  it('every language has its letters: ñ in Spanish, ä ö ü ß in German', () => {
    expect(KEY_ROWS['es-ES'].join('')).toContain('Ñ');
    for (const l of ['Ä', 'Ö', 'Ü', 'ß']) expect(KEY_ROWS['de-DE'].join('')).toContain(l);
    expect(KEY_ROWS['en-US'].join('')).toHaveLength(26 + 2);
  });
});

describe('the kiosk keyboard for a code', () => {
  const typeCode = (keys: string[], maxLength = 30) => keys.reduce((v, k) => pressCodeKey(v, k, maxLength), '');

  it('types capitals and digits as printed, with no space; backspace takes one off; the length stops at the limit', () => {
    expect(typeCode(['F', 'L', 'A', 'T', '5', '0'])).toBe('FLAT50');
    expect(typeCode(['w', 'space', 'e', '-', '1'])).toBe('WE-1');
    expect(typeCode(['A', 'B', 'backspace', 'C'])).toBe('AC');
    expect(typeCode(['A', 'B', 'C', 'D'], 3)).toBe('ABC');
  });

  it('offers every digit and letter a code is printed with', () => {
    const keys = CODE_ROWS.join('');
    for (const c of '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-') expect(keys).toContain(c);
  });
});
