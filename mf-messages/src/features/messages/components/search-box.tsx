import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@portal/shared/ui';

/** Requirements §2: the search runs on the button, on Enter (both submit the form) and when the box is cleared. */
export function SearchBox({ onSearch }: { onSearch: (text: string) => void }) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <form role="search" className="mf-messages__search" onSubmit={submit}>
      <input
        type="search"
        aria-label={intl.formatMessage({ id: 'messages.search.label' })}
        placeholder={intl.formatMessage({ id: 'messages.search.placeholder' })}
        value={text}
        maxLength={200}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value === '') onSearch('');
        }}
      />
      <Button type="submit">
        <FormattedMessage id="messages.search.submit" />
      </Button>
    </form>
  );
}
