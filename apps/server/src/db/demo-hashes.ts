/**
 * The demo password's scrypt hash for each demo user, made once at full cost by
 * demo-hashes-cli.ts: the password is published, so its hashes hide nothing, and a first start
 * no longer spends seconds of CPU on them (docs/decisions.md). Users' own passwords are hashed
 * when they are set, as always.
 */
export const DEMO_PASSWORD_HASHES: Readonly<Record<string, string>> = {
  'owner@acme.test': 'scrypt$131072$8$1$qzKPdMyNl_pqLKFoLi2oXg$isYFT9ia7Vk6fdJvN8SBo6C4hapNE-X_auCSTtZ8gdo',
  'supervisor@acme.test':
    'scrypt$131072$8$1$puKh2-GkidrIGQro0bCNRg$DGR_tL_-pGNDlGzsGchVK--6wZ9fDZXJRj9lzqcHLgY',
  'agent@acme.test': 'scrypt$131072$8$1$2PEvM1sGZ5orjvY_Rzogaw$3vaeg3mboEF9C0z-QfrAoIz9OvH_y6Sxz4ZurGrNEMU',
  'admin@acme.test': 'scrypt$131072$8$1$DeiWKUEC1_PjGqr4st1btQ$233WngWLcqzysL7Kbq5UJqakWxxnJsbLFoD0qY49ORI',
  'webrtc@acme.test': 'scrypt$131072$8$1$DKNGJh32owcvzhYvCPfvoA$9M0fPRCMDunifjWhlYWqYROXLCBtHH3KtHl40b_I4bk',
  'ycc@acme.test': 'scrypt$131072$8$1$M3Q8O7FJa5lvcZfIvqpExA$22NI2YS6zdatZ1ivBbOIXI7mDV_qBZdMl-XNr3gVqCo',
  'west-admin@acme.test':
    'scrypt$131072$8$1$HeoOrjq_c5SdNlWf9jgHJQ$fECfQz4AbU8svLl8JWYVLsMvdniJ8KgUCk9yQ2lagk0',
  'owner@brightline.test':
    'scrypt$131072$8$1$hDewvECs2mbkBhCm--d0JQ$6NHxsH7GwRDze_3RQ4AXxJd2QZKdXFmAcanGArqanJk',
  'owner@summit.test': 'scrypt$131072$8$1$Q5VlXt3hIyBHxhmRjOmHJw$j5nAOM7OmvravwLP26_RO5-liHyqBeha03RdI5kx7zU',
  'staff@parley.test': 'scrypt$131072$8$1$rjbuj-DcAvAxKprMlZMSMQ$AnkKkP3VDZ_B_pZ9BKkCNYK-6FJ4liSNKlJHcgVpgdo',
};
