// The package's index loads every store it supports (Redis, Mongo, DynamoDB, …); classroom mode
// needs only the in-memory one, so it imports that file alone (about 200 kB less in the bundle).
declare module 'rate-limiter-flexible/lib/RateLimiterMemory.js' {
  import { RateLimiterMemory } from 'rate-limiter-flexible'
  export default RateLimiterMemory
}
