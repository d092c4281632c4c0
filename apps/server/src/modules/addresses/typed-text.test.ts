import { describe, expect, it } from 'vitest';
import { typedSegments } from './typed-text';

describe('typed text', () => {
  it.each([
    ['123 Main St', [['123', 'Main', 'St']]],
    ['123 Main St., Austin, TX', [['123', 'Main', 'St'], ['Austin'], ['TX']]],
    ['12 1/2 Elm St', [['12', '1/2', 'Elm', 'St']]],
    ['9 O’Brien Ave', [['9', "O'Brien", 'Ave']]],
    ['5 Main St Apt #4', [['5', 'Main', 'St', 'Apt', '#4']]],
    ['5 Main St # 4', [['5', 'Main', 'St', '#', '4']]],
    ['<b>123 Main St</b>', [['123', 'Main', 'St']]],
    ['<img src=x onerror=alert(1)>12 Elm', [['12', 'Elm']]],
    ['12 Elm <script', [['12', 'Elm']]],
    ['"12" Elm; (Austin)', [['12', 'Elm'], ['Austin']]],
    [' , ;', []],
  ])('reads %j', (text, expected) => {
    expect(typedSegments(text)).toEqual(expected);
  });
});
