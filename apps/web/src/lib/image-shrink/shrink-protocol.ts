/** What the page asks the shrink worker, and what it answers. */
export interface TShrinkRequest {
  readonly blob: Blob;
  readonly targetBytes: number;
}
export type TShrinkResponse =
  | { readonly type: 'done'; readonly blob: Blob; readonly width: number; readonly height: number }
  | {
      readonly type: 'error';
      readonly reason: 'too-small' | 'unreadable' | 'failed';
      readonly message: string;
    };
