import { catalogueFacts, journey } from '../test-support/exploits/journey.js'

journey(catalogueFacts().map(fact => fact.key))
