/**
 * The Englishes of other shores, and a role-play chat's emotes, read in the game's own English before a sentence is
 * parsed: Nigerian Pidgin, Jamaican Patois, Singlish. Each applies only when a sentence is plainly in it.
 */
import { CORE_VERBS } from './conventions';
import { PHRASES, verbOf } from './verbs';

/** The Englishes of other shores read in the game's own: Nigerian Pidgin, Jamaican Patois, Singlish; and role-play emotes. */
export function dialects(text: string): string {
  return fromSinglish(fromPatois(fromPidgin(fromEmotes(text))));
}

/** Reactions a role-player acts out that do nothing in the world: '*gulps*', '*shivers dramatically*'. */
const REACTIONS = /^(?:raises? (?:a |my |his |her |one )?hands?|bows?|curtsies|curtseys?|waves?|bats? (?:\w+ )?eyelashes|strikes? a pose|sweeping bow|winks?|salutes?|kneels?|gasps?|gulps?|sighs?|shivers?|smiles?|grins?|laughs?|giggles?|nods?|blushes|winces?|shudders?|gapes?|stares? in (?:awe|wonder)|trembles?|whispers?|cheers?|claps?|facepalms?|screams?|squeals?|sniffles?|cries)\b(?: \w+ly)?(?: (?:at|to|towards?) .+)?$/i;

/** 'runs' → 'run', 'reaches' → 'reach', 'tries' → 'try', 'does' → 'do': a role-player's narrated deed as an order. */
function unThird(word: string): string {
  const w = word.toLowerCase();
  if (w === 'does') return 'do';
  if (w === 'goes') return 'go';
  if (w === 'has') return 'have';
  // ('*saws through the thongs*': the saw a role-player works is a cut.)
  if (w === 'saws') return 'cut';
  if (/[^aeiou]ies$/.test(w)) return `${w.slice(0, -3)}y`;
  if (/(?:ch|sh|ss|x|z)es$/.test(w)) return w.slice(0, -2);
  if (/[^s]s$/.test(w)) return w.slice(0, -1);
  return w;
}

/**
 * A role-play chat's emotes ('*runs up the colonnade*', '"Hold on, Theodora!" *jams the crowbar into the door*'): the
 * action between asterisks is the deed, told as an order; what is said in quotes beside a deed is its colour, and a
 * reaction acted out ('*gasps*') does nothing.
 */
function fromEmotes(text: string): string {
  const emotes = [...text.matchAll(/\*([^*]+)\*/g)].map((m) => m[1]!.trim());
  if (emotes.length === 0) return text;
  const deeds = emotes.filter((e) => !REACTIONS.test(e)).map((e) => {
    const [first, ...rest] = e.split(/\s+/);
    return [unThird(first!), ...rest].join(' ');
  });
  const outside = text.replace(/\*[^*]+\*/g, ' ').trim();
  // ('*gulps* what IS that thing?!': only a reaction, so the words outside are what is meant.)
  if (deeds.length === 0) return outside.length > 0 ? outside : text;
  // (A demand or a plea said beside a step ('*hops across the stones* "Hand over that bundle!"') is the deed; a deed
  // the game knows ('*jams the crowbar into the door*') beats what is said with it.)
  const said = outside.replace(/["“”]/g, ' ').replace(/\s+/g, ' ').trim();
  const asks = /\b(?:give|hand|lend|let|tell|show|pass) (?:me|over|us)\b|\b(?:hand|give) (?:it|that|this|the \w+) over\b/i.test(said);
  const known = deeds.some((d) => { const v = d.split(' ')[0]!; return verbOf(v) !== undefined || CORE_VERBS.includes(v) || PHRASES.some((p) => p.first === v); });
  if (asks || !known) return [said, ...deeds].filter((x) => x.length > 0).join('. ');
  const spoken = outside.replace(/["“”][^"“”]*["“”]/g, ' ').replace(/\s+/g, ' ').trim();
  return [...deeds, ...(spoken.length > 0 && !/^[\s,.!?;:'’-]*$/.test(spoken) ? [spoken] : [])].join('. ');
}

/**
 * Nigerian Pidgin, as a Lagos player mixes it into English ('Make I look under those cloaks small', 'Na crossbow be
 * that. Make I take am', 'Abeg wetin I fit do for here?'): read in the game's English when the sentence is plainly in it.
 */
const PIDGIN = /\b(?:make i|mek i|make we|mek we|abeg|wetin|dey|wahala|oya|una|do am)\b|\s+o(?=\s*[!,.?])|\b(?:take|shoot|cut|stab|look|free|fight|hold|give|open|drink|carry|kill|see|bring|push|hit|tie) am\b/i;
function fromPidgin(text: string): string {
  if (!PIDGIN.test(text)) return text;
  return text
    .replace(/\b(?:make|mek) i\b/gi, 'let me')
    .replace(/\b(?:make|mek) we\b/gi, 'let us')
    .replace(/\babeg\b/gi, 'please')
    .replace(/\bwetin\b/gi, 'what')
    .replace(/\b(i|we|you|he|she|they) fit\b/gi, '$1 can')
    .replace(/\be fit\b/gi, 'it can')
    .replace(/\bdey\b/gi, 'is')
    .replace(/\b(i|we|you|they) don\b(?= [a-z])/gi, '$1 have')
    .replace(/\bdon\b(?= [a-z])/gi, 'has')
    .replace(/\bna (\w+(?: \w+)?) be (?:that|this|am)\b/gi, 'that is a $1')
    .replace(/\bna\b/gi, 'it is')
    .replace(/\bdo am again\b/gi, 'do it again')
    .replace(/\b(i|we) get\b/gi, '$1 have')
    .replace(/\be be like(?: say)?\b/gi, 'it feels as if')
    .replace(/\bbend (?=look|down)/gi, '')
    .replace(/\blook (?=(?:them|am|it|him|her|the|that|this|those)\b)/gi, 'look at ')
    .replace(/\bwey\b/gi, 'who')
    .replace(/\bchop\b/gi, 'eat')
    .replace(/(?<!\b(?:i|we|you|they|he|she)\s)\bam\b/gi, 'them')
    .replace(/\bsmall small\b/gi, 'quietly')
    .replace(/\bwell well\b/gi, 'carefully')
    .replace(/\s+(?:o|sha|sef|small)\b(?=\s*(?:[,.!?]|$))/gi, '')
    .replace(/\bfor (?=(?:the|that|this|those|my|his|her|middle|inside|under)\b)/gi, 'at ');
}

/**
 * Singlish, as a Singaporean player types it ('got crossbow under the cloak! go and take it lor', 'can eat or not',
 * 'then how, what else I can do', 'wah gold ring on the floor, I want'): the same deeds in the game's English.
 */
/**
 * Jamaican Patois, as a Kingston player writes it ('Mi a go pick up di likkle brass lantern deh', 'Mek mi look inna di
 * net dem', 'Tek di key outta di snake hair'): read in the game's English when the sentence is plainly in it.
 */
const PATOIS = /\b(?:mi a go|mek mi|mi a|mi|di|inna|pon|wid|tek|unda|bruk|likkle|waan|outta|gi|fi|yuh|nuh|deh|dis|dat|wah|fada|bwoy)\b/i;
function fromPatois(text: string): string {
  if ((text.match(new RegExp(PATOIS.source, 'gi')) ?? []).length < 2 && !/\b(?:mi a go|mek mi|mi a)\b/i.test(text)) return text;
  return text
    .replace(/\bmek mi\b/gi, 'let me')
    .replace(/\bmi a go (?=(?:back|out|up|down|in|inna|round|through|to|a|over|home)\b)/gi, 'i will go ')
    .replace(/\bmi a go\b/gi, 'i will')
    .replace(/\bmi a (?=\w)/gi, 'i ')
    .replace(/\bmi get\b/gi, 'i have')
    .replace(/(^|[,.!?]\s*)mi\b/gi, '$1i')
    .replace(/\bmi\b/gi, 'me')
    .replace(/\bgo a (?=di\b|the\b)/gi, 'go to ')
    .replace(/\ba wah dat\b/gi, 'what is that')
    .replace(/\bdi (\w+(?: \w+)?) dem\b/gi, 'the $1')
    .replace(/\bdem (?=[a-z]{3,}\b)(?!a\b|wid\b|pon\b)/gi, 'those ')
    .replace(/\bdem\b/gi, 'them')
    .replace(/\bdi\b/gi, 'the').replace(/\bdis\b/gi, 'this').replace(/\bdat\b/gi, 'that')
    .replace(/\bpon\b/gi, 'on').replace(/\binna\b/gi, 'in').replace(/\bwid\b/gi, 'with').replace(/\btek\b/gi, 'take')
    .replace(/\bunda\b/gi, 'under').replace(/\bbruk\b/gi, 'break').replace(/\bgi\b/gi, 'give').replace(/\bfi\b/gi, 'for')
    .replace(/\bnuh\b/gi, '').replace(/\blikkle a\b/gi, 'a little of').replace(/\blikkle\b/gi, 'little').replace(/\byuh\b/gi, 'you').replace(/\boutta\b/gi, 'out of')
    .replace(/\bdeh\b/gi, 'there').replace(/\bfada\b/gi, 'father').replace(/\bwaan\b/gi, 'want').replace(/\bole\b/gi, 'old')
    .replace(/\bbwoy\b/gi, 'boy').replace(/\bwah\b/gi, 'what').replace(/\bbout\b/gi, 'about').replace(/\bcareful careful\b/gi, 'carefully')
    .replace(/\b(creep|tiptoe|slip|sneak|walk|run) pass\b/gi, '$1 past')
    .replace(/\bchop\b/gi, 'cut')
    .replace(/\s{2,}/g, ' ');
}

function fromSinglish(text: string): string {
  return text
    // 'got X there' is 'there is X there'.
    .replace(/(^|[,.!?]\s*)got (?=(?:a |an |some |the )?[\w-]+(?: [\w-]+)? (?:under|in|on|at|near|inside|behind|between|by)\b)/gi, '$1there is ')
    .replace(/(^|[,.!?]\s*)got (?=(?:something|somebody|someone|a |an |some )\b)/gi, '$1there is ')
    // 'can eat or not': may I.
    // ('I take the telescope can or not': the deed said first, asked leave for, is the deed.)
    .replace(/\s+can or not\b\s*\??/gi, '')
    .replace(/\bcan ((?:give|show|tell|help|lend|sell) me\b[\w ]*?) or not\b\s*\??/gi, 'can you $1?')
    .replace(/\bcan (?!i\b|we\b)([\w ]+?) or not\b\s*\??/gi, 'can i $1?')
    // 'then how, use key on the gate': a shrug before the deed.
    .replace(/^\s*then how\s*[,?!]\s*(?=\S)/i, '')
    .replace(/^\s*then how\s*\??\s*$/i, 'what can i do')
    // 'see what' after a thing noticed: a look at it.
    .replace(/,\s*see what\s*[.!?]*\s*$/i, ', look at it')
    // 'the wet cloth also I take': the thing first, then the taking.
    .replace(/(^|[,.!?]\s*)((?:the|that|this|my) [\w -]+?) (?:also |too |oso )?i (take|grab|get|carry|bring)(?: also| too| oso)?(?=\s*(?:lah|lor|leh)?\s*(?:[,.!?]|$))/gi, '$1$3 $2')
    // 'I want' alone after a thing noticed: taking it.
    .replace(/(^|[,.!?]\s*)i (?:want|wan|need)(?: (?:it|that|that one|this one))?(?=\s*(?:lah|lor|leh)?\s*[.!?]*\s*$)/gi, '$1take it')
    // 'go and take lah' with no thing: the thing just seen.
    .replace(/\b(go and |i go and |i )(take|grab)(?=\s*(?:lah|lor|leh)?\s*(?:[,.!?]|$))/gi, '$1$2 it')
    // 'I reach in take it': reaching in for it.
    .replace(/\breach in (?:and )?(take|grab)\b/gi, '$1');
}
