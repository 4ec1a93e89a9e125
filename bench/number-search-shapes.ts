/** The available-number searches bench:numbers measures and numbers-profile.ts profiles: typical shapes. */
export const NUMBER_SEARCH_SHAPES = [
  'areaCode=312&limit=20',
  'areaCode=415&capabilities=sms,mms&limit=50',
  'contains=42&limit=20',
  'type=toll-free&limit=20',
  'areaCode=212&contains=77&limit=10',
  'capabilities=sms,mms,voice&limit=100',
] as const;
