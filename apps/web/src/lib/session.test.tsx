import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from './session';

function Reader() {
  useSession();
  return null;
}

describe('useSession', () => {
  it('throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Reader />)).toThrow('useSession must be used within SessionProvider');
  });
});
