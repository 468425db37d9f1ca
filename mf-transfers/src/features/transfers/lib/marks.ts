// Marks the transfer screens set between words: no language's words, so no catalogue's.

/** Between two texts on one line (the catalogue's messages never start or end with a space). */
export const SPACE = ' ';

/** An account's last four digits behind the mask the whole portal shows: '••••1001'. */
export const maskedDigits = (lastFour: string) => `••••${lastFour}`;

/** An amount the client receives carries a plus: '+$500.00'. */
export const incomingAmount = (amount: string) => `+${amount}`;
