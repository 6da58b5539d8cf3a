// The schema is applied on every start with IF NOT EXISTS, so a later release that adds a table
// upgrades an existing shop database in place; seeding then fills only the tables that are empty.
export const schema = `
CREATE TABLE IF NOT EXISTS Users (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  username TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL UNIQUE,
  password TEXT NOT NULL,
  role TEXT NOT NULL DEFAULT 'customer',
  deluxeToken TEXT NOT NULL DEFAULT '',
  lastLoginIp TEXT NOT NULL DEFAULT '0.0.0.0',
  lastLoginTime INTEGER,
  profileImage TEXT NOT NULL DEFAULT '/assets/public/images/uploads/default.svg',
  totpSecret TEXT NOT NULL DEFAULT '',
  isActive INTEGER NOT NULL DEFAULT 1,
  isOAuth INTEGER NOT NULL DEFAULT 0,
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL,
  deletedAt TEXT
);
CREATE TABLE IF NOT EXISTS SecurityQuestions (
  id INTEGER PRIMARY KEY,
  question TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS SecurityAnswers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  UserId INTEGER NOT NULL UNIQUE REFERENCES Users(id),
  SecurityQuestionId INTEGER NOT NULL REFERENCES SecurityQuestions(id),
  answer TEXT NOT NULL,
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL
);
-- Further accepted answers for a seeded user (e.g. a town and its island); hashed like the answer.
CREATE TABLE IF NOT EXISTS SecurityAnswerAlternatives (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  UserId INTEGER NOT NULL REFERENCES Users(id),
  answer TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS Products (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  price REAL NOT NULL,
  deluxePrice REAL NOT NULL,
  image TEXT NOT NULL,
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL,
  deletedAt TEXT
);
CREATE TABLE IF NOT EXISTS Quantities (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  ProductId INTEGER NOT NULL UNIQUE REFERENCES Products(id),
  quantity INTEGER NOT NULL,
  limitPerUser INTEGER,
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS Reviews (
  id TEXT PRIMARY KEY,
  product INTEGER NOT NULL,
  message TEXT NOT NULL,
  author TEXT NOT NULL,
  likesCount INTEGER NOT NULL DEFAULT 0,
  likedBy TEXT NOT NULL DEFAULT '[]',
  createdAt TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS Feedbacks (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  UserId INTEGER,
  comment TEXT NOT NULL,
  rating INTEGER NOT NULL,
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS Captchas (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  captchaId INTEGER NOT NULL UNIQUE,
  captcha TEXT NOT NULL,
  answer TEXT NOT NULL,
  createdAt TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS Memories (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  UserId INTEGER REFERENCES Users(id),
  caption TEXT NOT NULL,
  imagePath TEXT NOT NULL,
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS Baskets (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  UserId INTEGER REFERENCES Users(id),
  coupon TEXT,
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS BasketItems (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  BasketId INTEGER NOT NULL REFERENCES Baskets(id),
  ProductId INTEGER NOT NULL REFERENCES Products(id),
  quantity INTEGER NOT NULL,
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL,
  UNIQUE (BasketId, ProductId)
);
CREATE TABLE IF NOT EXISTS Deliveries (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  price REAL NOT NULL,
  deluxePrice REAL NOT NULL,
  eta INTEGER NOT NULL,
  icon TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS Complaints (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  UserId INTEGER NOT NULL REFERENCES Users(id),
  message TEXT NOT NULL,
  file TEXT,
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS Recycles (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  UserId INTEGER NOT NULL REFERENCES Users(id),
  AddressId INTEGER NOT NULL,
  quantity INTEGER NOT NULL,
  isPickup INTEGER NOT NULL DEFAULT 0,
  date TEXT,
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS ChatbotProfiles (
  UserId INTEGER PRIMARY KEY REFERENCES Users(id),
  profile TEXT NOT NULL,
  couponRequests INTEGER NOT NULL DEFAULT 0,
  updatedAt TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS ImageCaptchas (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  UserId INTEGER NOT NULL REFERENCES Users(id),
  answer TEXT NOT NULL,
  createdAt TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS ErasureRequests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  UserId INTEGER NOT NULL,
  email TEXT NOT NULL,
  createdAt TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS Challenges (
  id INTEGER PRIMARY KEY,
  key TEXT NOT NULL UNIQUE,
  solved INTEGER NOT NULL DEFAULT 0,
  solvedAt TEXT,
  codingChallengeStatus INTEGER NOT NULL DEFAULT 0
);
`
