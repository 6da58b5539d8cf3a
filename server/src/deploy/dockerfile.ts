import fs from 'node:fs'
import { DockerfileParser, ModifiableInstruction, type Instruction } from 'dockerfile-ast'

/** One `FROM … AS name` stage of a Dockerfile with its instructions (the FROM excluded). */
export interface Stage { name: string | null, image: string | null, instructions: Instruction[] }

export function readStages (file: string): Stage[] {
  const parsed = DockerfileParser.parse(fs.readFileSync(file, 'utf8'))
  const stages: Stage[] = []
  for (const instruction of parsed.getInstructions()) {
    if (instruction.getKeyword() === 'FROM') {
      const from = parsed.getFROMs().find(f => f.getRange().start.line === instruction.getRange().start.line)
      stages.push({ name: from?.getBuildStage() ?? null, image: from?.getImage() ?? null, instructions: [] })
    } else {
      stages.at(-1)?.instructions.push(instruction)
    }
  }
  return stages
}

export const withKeyword = (stage: Stage, keyword: string): Instruction[] => stage.instructions.filter(i => i.getKeyword() === keyword)

/** The words of an instruction in either form: the JSON array (exec form) or the shell words. */
export function words (instruction: Instruction): string[] {
  const content = (instruction.getArgumentsContent() ?? '').trim()
  if (content.startsWith('[')) return JSON.parse(content) as string[]
  return instruction.getArguments().map(a => a.getValue())
}

/** `--name=value` flags of an instruction (COPY --from, HEALTHCHECK --interval…). */
export function flags (instruction: Instruction): Record<string, string> {
  const found: Record<string, string> = {}
  if (!(instruction instanceof ModifiableInstruction)) return found
  for (const flag of instruction.getFlags()) found[flag.getName()] = flag.getValue() ?? ''
  return found
}

/** The command of a HEALTHCHECK (what follows CMD, exec or shell form). */
export function healthcheckCommand (instruction: Instruction): string[] {
  const content = (instruction.getArgumentsContent() ?? '').replace(/\\\n/g, ' ')
  const command = content.slice(content.search(/\bCMD\b/) + 3).trim()
  return command.startsWith('[') ? JSON.parse(command) as string[] : command.split(/\s+/)
}
