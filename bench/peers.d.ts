// The peer SMS calculators ship no types; only what the messaging benchmark calls is declared.
declare module 'sms-counter' {
  const SmsCounter: {
    count(text: string): { encoding: string; length: number; messages: number; per_message: number };
  };
  export default SmsCounter;
}

declare module 'split-sms' {
  export function split(text: string): { characterSet: string; parts: unknown[]; length: number };
}
