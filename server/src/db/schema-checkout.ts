// Tables of the money path (addresses, cards, wallets, orders). Kept apart from the storefront
// tables so the two areas can grow without editing one shared string; applied the same way, with
// IF NOT EXISTS on every start.
export const checkoutSchema = `
CREATE TABLE IF NOT EXISTS Addresses (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  UserId INTEGER NOT NULL REFERENCES Users(id),
  fullName TEXT NOT NULL,
  mobileNum INTEGER NOT NULL,
  zipCode TEXT NOT NULL,
  streetAddress TEXT NOT NULL,
  city TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT '',
  country TEXT NOT NULL,
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS Cards (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  UserId INTEGER NOT NULL REFERENCES Users(id),
  fullName TEXT NOT NULL,
  cardNum TEXT NOT NULL,
  expMonth INTEGER NOT NULL,
  expYear INTEGER NOT NULL,
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS Wallets (
  UserId INTEGER PRIMARY KEY REFERENCES Users(id),
  balance REAL NOT NULL DEFAULT 0,
  updatedAt TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS Orders (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  orderId TEXT NOT NULL UNIQUE,
  UserId INTEGER NOT NULL,
  email TEXT NOT NULL,
  totalPrice REAL NOT NULL,
  bonus INTEGER NOT NULL,
  deliveryPrice REAL NOT NULL,
  promotionalAmount REAL NOT NULL,
  eta INTEGER,
  addressId INTEGER,
  paymentId TEXT NOT NULL,
  delivered INTEGER NOT NULL DEFAULT 0,
  products TEXT NOT NULL,
  coupon TEXT,
  createdAt TEXT NOT NULL
);
`
