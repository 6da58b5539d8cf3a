// What user files the instance's file area holds, for the storage caps (domain/files/storage.ts).
// Kept apart from the storefront tables like the checkout schema; applied with IF NOT EXISTS on
// every start. `path` is relative to the file area; `bytes` is what the file is charged.
export const filesSchema = `
CREATE TABLE IF NOT EXISTS StoredFiles (
  path TEXT PRIMARY KEY,
  UserId INTEGER NOT NULL,
  bytes INTEGER NOT NULL,
  purpose TEXT NOT NULL,
  createdAt TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS StoredFilesByUser ON StoredFiles (UserId, bytes);
CREATE INDEX IF NOT EXISTS StoredFilesBytes ON StoredFiles (bytes);
`
