import { type FormEvent, useState } from 'react';
import { Button } from '@portal/shared/ui';

export const SEARCH_PLACEHOLDER = 'Enter address or name';

/** Requirements §2: the search runs on the button, on Enter (both submit the form) and when the box is cleared. */
export function SearchBox({ onSearch }: { onSearch: (text: string) => void }) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <form role="search" className="mf-messages__search" onSubmit={submit}>
      <input
        type="search"
        aria-label="Search messages by address or name"
        placeholder={SEARCH_PLACEHOLDER}
        value={text}
        maxLength={200}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value === '') onSearch('');
        }}
      />
      <Button type="submit">Search</Button>
    </form>
  );
}
