import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { TypedBeforeHydration } from './typed-before-hydration';

function Form() {
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  return (
    <form>
      <input aria-label="name" value={name} onChange={(event) => setName(event.target.value.toUpperCase())} />
      <input
        aria-label="agree"
        type="checkbox"
        checked={agreed}
        onChange={(event) => setAgreed(event.target.checked)}
      />
      <output>{`${name}|${agreed}`}</output>
    </form>
  );
}

const page = () => (
  <main id="main">
    <Form />
    <TypedBeforeHydration />
  </main>
);

describe('TypedBeforeHydration', () => {
  it("hands what was typed into the server's HTML to the hydrated form's state", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.appendChild(container);
    // The visitor types and ticks before the code has arrived.
    container.querySelector<HTMLInputElement>('input[aria-label="name"]')!.value = 'ana';
    container.querySelector<HTMLInputElement>('input[aria-label="agree"]')!.checked = true;
    await act(async () => {
      hydrateRoot(container, page());
    });
    expect(container.querySelector('output')!.textContent).toBe('ANA|true');
    expect(container.querySelector<HTMLInputElement>('input[aria-label="name"]')!.value).toBe('ANA');
    expect(container.querySelector<HTMLInputElement>('input[aria-label="agree"]')!.checked).toBe(true);
  });
});
