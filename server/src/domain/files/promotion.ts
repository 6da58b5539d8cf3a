import fs from 'node:fs'
import path from 'node:path'
import type { ShopPorts } from '../ports.js'
import { dataFolder } from '../../paths.js'
import { unavailable } from '../errors.js'

/** The promotion's captions live in the instance's file area, seeded from the shipped copy. */
const FOLDER = 'promotion'
const CAPTIONS = 'captions.vtt'
const shippedCaptions = path.join(dataFolder, FOLDER, CAPTIONS)

/**
 * The captions the promotion page shows with its film, read through the instance's file root.
 * A fresh (or reset) instance gets the shipped English captions on first use; after that the
 * instance's own file is used as it is, whoever last wrote it.
 */
export function promotionCaptions (shop: Pick<ShopPorts, 'files' | 'events'>): string {
  const file = shop.files.resolve(FOLDER, CAPTIONS)
  if (!shop.files.exists(file)) {
    // Something else (a folder, say) in the file's place: the page cannot show captions.
    if (fs.existsSync(file.path)) throw unavailable('The promotion captions cannot be read')
    shop.files.write(file, fs.readFileSync(shippedCaptions))
  }
  const captions = shop.files.read(file).toString('utf8')
  shop.events.emit('promotion.rendered', { captions })
  return captions
}
