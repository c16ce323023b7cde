"""Every text the page shows, in Romanian and English: one table, one lookup.

``t("deadwood", "ro", n=12)`` formats the string for that language; a key missing in one
language falls back to English, and a missing key shows itself (never a crash).
"""

from __future__ import annotations

import re
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Dict, Iterator, Optional

LANGS = ("ro", "en")
DEFAULT_LANG = "en"

STRINGS: Dict[str, Dict[str, str]] = {
    # games and setup
    "game.gin": {"en": "Gin Rummy", "ro": "Gin Remi"},
    "game.oklahoma": {"en": "Oklahoma Gin", "ro": "Oklahoma Gin"},
    "game.traditional": {"en": "Traditional Rummy", "ro": "Remi Tradițional"},
    "game.remi51": {"en": "Remi 51", "ro": "Remi 51"},
    "app.title": {"en": "Remi", "ro": "Remi"},
    "start.title": {"en": "New match", "ro": "Meci nou"},
    "start.game": {"en": "Game", "ro": "Joc"},
    "start.players": {"en": "Players", "ro": "Jucători"},
    "start.difficulty": {"en": "Opponents", "ro": "Adversari"},
    "level.easy": {"en": "Easy", "ro": "Ușor"},
    "level.medium": {"en": "Medium", "ro": "Mediu"},
    "level.hard": {"en": "Hard", "ro": "Greu"},
    "level.person": {"en": "Friend, here", "ro": "Un prieten, aici"},
    "start.people_note": {
        "en": "Friend, here: pass this device round the table; each player sees only their own cards.",
        "ro": "Un prieten, aici: vă dați telefonul din mână în mână și fiecare își vede doar cărțile lui.",
    },
    "start.your_name": {"en": "Your name (Player 1)", "ro": "Numele tău (Jucătorul 1)"},
    "player.n": {"en": "Player {n}", "ro": "Jucătorul {n}"},  # a seat by number: a person without a name
    "start.name_of": {"en": "Name of player {n}", "ro": "Numele jucătorului {n}"},
    # pass-and-play: between two people's turns (passscreen.py)
    "pass.title": {"en": "Pass the device to", "ro": "Telefonul trece la"},
    "pass.what": {"en": "{game}\u00a0· hand {n}", "ro": "{game}\u00a0· mâna {n}"},
    "pass.note": {
        "en": "The cards stay hidden until {name} taps the button below.",
        "ro": "Cărțile rămân ascunse până când {name} apasă butonul de mai jos.",
    },
    "pass.ready": {"en": "I'm {name}: show my cards", "ro": "Sunt {name}: arată-mi cărțile"},
    "start.level_of": {"en": "{name}'s level", "ro": "Nivelul {of}"},
    "start.options": {"en": "House rules", "ro": "Opțiuni de reguli"},
    "start.play": {"en": "Deal", "ro": "Împarte cărțile"},
    "start.cancel": {"en": "Back to the current match", "ro": "Înapoi la meciul în curs"},
    "start.cancel.short": {"en": "Back", "ro": "Înapoi"},  # beside Deal, on a small phone
    "start.saved": {"en": "Saved matches", "ro": "Meciuri salvate"},
    # a "·" stays at the end of its item (a no-break space before it), never first on a line
    "saved.summary": {"en": "{game}\u00a0· hand {hand}\u00a0· {scores}", "ro": "{game}\u00a0· mâna {hand}\u00a0· {scores}"},
    "saved.continue": {"en": "Continue: {summary}", "ro": "Continuă: {summary}"},
    "saved.summary_over": {
        "en": "{game}\u00a0· finished\u00a0· {scores}", "ro": "{game}\u00a0· încheiat\u00a0· {scores}",
    },
    "link.summary": {"en": "{game} · {players} players", "ro": "{game} · {players} jucători"},
    "ask.title": {"en": "You have a match in progress", "ro": "Ai un meci neterminat"},
    "ask.saved": {"en": "Saved match", "ro": "Meciul salvat"},
    "ask.link": {"en": "This link's deal", "ro": "Mâna din link"},
    "ask.kept": {
        "en": "Whichever you choose, the other match stays saved: you'll find it under “New match”.",
        "ro": "Orice ai alege, celălalt meci rămâne salvat în „Meci nou”.",
    },
    "ask.continue": {"en": "Continue the saved match", "ro": "Continuă meciul salvat"},
    "ask.play_link": {"en": "Play the link's deal", "ro": "Joacă mâna din link"},
    "menu.new": {"en": "New match", "ro": "Meci nou"},
    "menu.lang": {"en": "RO", "ro": "EN"},  # the language a tap switches to
    "menu.lang_long": {"en": "Română", "ro": "English"},  # the other language, in its own words
    "start.speed": {"en": "Computer players' speed", "ro": "Viteza adversarilor"},
    "speed.slow": {"en": "Slow", "ro": "Încet"},
    "speed.normal": {"en": "Normal", "ro": "Normal"},
    "speed.fast": {"en": "Fast", "ro": "Repede"},
    "menu.lang.title": {"en": "Română", "ro": "English"},
    "title.score": {"en": "Your points: {n}", "ro": "Punctele tale: {n}"},
    "title.penalty": {"en": "Your penalty: {n}", "ro": "Penalizarea ta: {n}"},
    "title.score.named": {"en": "{name} · points: {n}", "ro": "{name} · puncte: {n}"},
    "title.penalty.named": {"en": "{name} · penalty: {n}", "ro": "{name} · penalizare: {n}"},
    "loading.python": {"en": "Starting the game…", "ro": "Pornește jocul…"},
    # options (labels for remi.GAMES[name].option_specs())
    "opt.allow_discard_of_drawn_upcard": {
        "en": "A card taken from the discard pile may be thrown back at once",
        "ro": "Cartea luată din cărțile aruncate poate fi aruncată înapoi imediat",
    },
    "opt.big_gin": {"en": "Big gin (all 11 cards melded)", "ro": "Gin mare (toate cele 11 cărți în formații)"},
    "opt.big_gin_bonus": {"en": "Big gin bonus", "ro": "Bonus gin mare"},
    "opt.stock_end": {"en": "When the stock runs out", "ro": "Când se termină pachetul"},
    "opt.stock_end.reshuffle": {"en": "reshuffle the discards", "ro": "se amestecă cărțile aruncate"},
    "opt.stock_end.draw": {"en": "the hand is a draw", "ro": "mâna e remiză"},
    "opt.gin_bonus": {"en": "Gin bonus", "ro": "Bonus gin"},
    "opt.undercut_bonus": {"en": "Undercut bonus", "ro": "Bonus de contrabătaie"},
    "opt.target": {"en": "Match ends at", "ro": "Meciul se termină la"},
    "opt.site_rules": {
        "en": "Site rules (knock at 10, penalty points)",
        "ro": "Regulile site-ului (bați cu cel mult 10, puncte de penalizare)",
    },
    "opt.ace_upcard_gin_only": {"en": "Ace up-card: only gin", "ro": "As întors: doar gin"},
    "opt.spade_doubles": {"en": "Spade up-card doubles the score", "ro": "Pică întoarsă dublează scorul"},
    "opt.line_and_game_bonus": {"en": "Line and game bonuses", "ro": "Bonusuri pentru meci și mâini câștigate"},
    "opt.deals": {"en": "Number of deals (0: play to the target)", "ro": "Număr de mâini (0: până la punctajul ales)"},
    "opt.jokers": {"en": "Jokers in the deck", "ro": "Jokeri în pachet"},
    "opt.jokers.2": {"en": "2 jokers", "ro": "2 jokeri"},
    "opt.jokers.4": {"en": "4 jokers", "ro": "4 jokeri"},
    "opt.joker_penalty": {"en": "Penalty for a joker left in hand", "ro": "Penalizare pentru un joker rămas în mână"},
    # table
    "you": {"en": "You", "ro": "Tu"},
    "bot.1": {"en": "Ana", "ro": "Ana"},
    "bot.2": {"en": "Bogdan", "ro": "Bogdan"},
    "bot.3": {"en": "Cristi", "ro": "Cristi"},
    "bot.1.of": {"en": "Ana", "ro": "Anei"},
    "bot.2.of": {"en": "Bogdan", "ro": "lui Bogdan"},
    "bot.3.of": {"en": "Cristi", "ro": "lui Cristi"},
    "stock": {"en": "Stock", "ro": "Pachet"},
    "discard_pile": {"en": "Discard pile", "ro": "Cărți aruncate"},
    # deadwood beside the hand and on the deal's result (docs/glossary.md: "puncte rămase", short)
    "deadwood": {"en": "Deadwood {n}", "ro": "Rămase: {n} p"},
    "knock_limit": {"en": "Knock at {n} or less", "ro": "Poți bate cu cel mult {n}"},
    "knock_limit.gin_only": {"en": "Only gin ends this hand", "ro": "Doar ginul încheie mâna"},
    "hand_no": {"en": "Hand {n}", "ro": "Mâna {n}"},
    "hand_of": {"en": "Hand {n} of {total}", "ro": "Mâna {n} din {total}"},
    "score": {"en": "Points", "ro": "Puncte"},
    "penalty": {"en": "Penalty", "ro": "Penalizare"},
    "your_turn": {"en": "Your turn", "ro": "Rândul tău"},
    "status.upcard": {"en": "Take the up-card or pass", "ro": "Iei cartea întoarsă sau dai pas?"},
    "status.draw": {
        "en": "Your turn: draw from the stock or the discard pile",
        "ro": "Rândul tău: trage din pachet sau ia cartea aruncată",
    },
    "status.draw_stock_only": {"en": "Your turn: draw from the stock", "ro": "Rândul tău: trage din pachet"},
    "status.discard": {
        "en": "Discard a card: pick it, then the discard pile",
        "ro": "Aruncă o carte: alege-o și pune-o pe cărțile aruncate",
    },
    "status.discard_selected": {
        "en": "Put {card} on the discard pile to discard it",
        "ro": "Pune {card} pe cărțile aruncate ca s-o arunci",
    },
    "status.knock_ready": {"en": "Press Knock ({n}) to knock with {card}", "ro": "Apasă Bat ({n}) ca să bați cu {card}"},
    "status.gin_ready": {"en": "Press Gin! to go gin with {card}", "ro": "Apasă Gin! ca să faci gin cu {card}"},
    "status.or_throw": {
        "en": "{text}, or the discard pile to throw {card}",
        "ro": "{text} sau pune {card} pe cărțile aruncate",
    },
    "status.or_pick": {"en": "{text}, or pick a card to throw", "ro": "{text} sau alege o carte de aruncat"},
    "status.layoff": {
        "en": "Lay off cards onto {name}'s melds, then Done",
        "ro": "Adaugă cărți la formațiile {of}, apoi Gata",
    },
    "status.waiting": {"en": "{name} is thinking…", "ro": "{name} se gândește…"},
    "status.hand_over": {"en": "The hand is over", "ro": "Mâna s-a terminat"},
    "status.match_over": {"en": "The match is over", "ro": "Meciul s-a terminat"},
    # the games with melds on the table (Traditional Rummy, Remi 51)
    "your_melds": {"en": "Your melds", "ro": "Formațiile tale"},
    "melds_of": {"en": "{name}'s melds", "ro": "Formațiile {of}"},
    "no_melds": {"en": "none yet", "ro": "încă niciuna"},
    "no_melds_of": {"en": "No melds yet: {names}", "ro": "Încă fără formații: {names}"},
    "in_hand": {"en": "In hand: {n} pts", "ro": "În mână: {n} p"},
    "opening": {"en": "Opening {n}\u00a0/\u00a0{need}", "ro": "Deschidere {n}\u00a0/\u00a0{need}"},
    "opening.sum": {
        "en": "Opening {laid} + {extra} = {n}\u00a0/\u00a0{need}",
        "ro": "Deschidere {laid} + {extra} = {n}\u00a0/\u00a0{need}",
    },
    "pile.must_open": {"en": "open with it!", "ro": "deschizi cu ea"},
    "pile.no_open": {"en": "cannot take", "ro": "nu o poți lua"},
    "status.t.draw": {
        "en": "Your turn: draw from the stock or take the discard",
        "ro": "Rândul tău: trage din pachet sau ia cartea aruncată",
    },
    "status.t.draw_oblige": {
        "en": "Your turn: draw. Taking the discard obliges you to open with it now",
        "ro": "Rândul tău: trage. Dacă iei cartea aruncată, deschizi acum cu ea",
    },
    "status.t.draw_no_open": {
        "en": "Your turn: draw from the stock; you cannot open with the discard",
        "ro": "Rândul tău: trage din pachet; nu poți deschide cu cartea aruncată",
    },
    "status.t.play": {
        "en": "Pick cards, then Lay down; drag a card onto a meld to add it; then discard",
        "ro": "Alege cărți, apoi Așază; glisează o carte pe o formație ca s-o adaugi; apoi aruncă",
    },
    "status.t.play_closed": {
        "en": "Open with melds worth {need} or more (pick cards, then Lay down), or discard",
        "ro": "Deschide cu formații de cel puțin {need} de puncte (alege cărți, apoi Așază) sau aruncă",
    },
    "status.t.opening_more": {
        "en": "Lay down more melds: the opening needs {need}",
        "ro": "Mai așază formații: deschiderea cere {need}",
    },
    # the same, shorter: for a small phone on its side with a crowded table (table_layout)
    "status.t.draw.short": {"en": "Draw, or take the discard", "ro": "Trage sau ia cartea aruncată"},
    "status.t.draw_oblige.short": {
        "en": "Draw; the discard obliges an opening",
        "ro": "Trage; cartea aruncată obligă la deschidere",
    },
    "status.t.draw_no_open.short": {"en": "Draw from the stock", "ro": "Trage din pachet"},
    "status.t.play.short": {"en": "Lay down, add to a meld, or discard", "ro": "Așază, adaugă la o formație sau aruncă"},
    "status.t.play_closed.short": {"en": "Open with {need}, or discard", "ro": "Deschide cu {need} sau aruncă"},
    "status.t.opening_more.short": {"en": "The opening needs {need}", "ro": "Deschiderea cere {need}"},
    "status.t.must_use": {
        "en": "You took {card}: open with it this turn",
        "ro": "Ai luat {card}: deschide cu ea în tura asta",
    },
    "status.t.must_meld": {
        "en": "Lay the joker you took in a new meld",
        "ro": "Pune jokerul luat într-o formație nouă",
    },
    "status.deal_over": {"en": "The deal is over", "ro": "Mâna s-a terminat"},
    "btn.lay_down": {"en": "Lay down", "ro": "Așază"},
    "btn.discard": {"en": "Discard {card}", "ro": "Aruncă {card}"},
    "btn.clear": {"en": "Clear", "ro": "Renunță"},
    "btn.next_deal": {"en": "Next deal", "ro": "Mâna următoare"},
    "did.meld": {"en": "{name} lays down {card}", "ro": "{name} așază {card}"},
    "did.build": {"en": "{name} adds {card}", "ro": "{name} adaugă {card}"},
    "did.exchange": {"en": "{name} takes a joker for {card}", "ro": "{name} ia un joker cu {card}"},
    "kind.out": {"en": "{name} went out", "ro": "{name} a închis"},
    "kind.out.you": {"en": "You went out!", "ro": "Ai închis!"},
    "kind.rummy": {"en": "{name}: Rummy! Everyone else +25", "ro": "{name}: Remi! Ceilalți +25"},
    "kind.rummy.you": {"en": "Rummy! Everyone else +25", "ro": "Remi! Ceilalți +25"},
    "kind.hand": {"en": "{name} went out from hand! Scores doubled", "ro": "{name} a închis din mână! Scoruri dublate"},
    "kind.hand.you": {"en": "You went out from hand! Scores doubled", "ro": "Ai închis din mână! Scoruri dublate"},
    "kind.t.draw": {"en": "Draw: the stock ran out", "ro": "Remiză: s-a terminat pachetul"},
    "result.went_out": {"en": "went out", "ro": "a închis"},
    "result.went_out.you": {"en": "went out", "ro": "ai închis"},
    "result.not_opened": {"en": "not opened", "ro": "nedeschis"},
    "result.cards_left": {"en": "{n} cards · {v} pts", "ro": "{n} cărți · {v} p"},
    "result.card_left": {"en": "1 card · {v} pts", "ro": "1 carte · {v} p"},
    "result.cards": {"en": "{n} cards", "ro": "{n} cărți"},
    "result.card": {"en": "1 card", "ro": "1 carte"},
    "result.t.note.traditional": {
        "en": "penalty points: cards left in hand (A 11, joker 25); the fewest win",
        "ro": "puncte de penalizare: cărțile rămase (A 11, joker 25); câștigă cine are mai puține",
    },
    "result.t.note.remi51": {
        "en": (
            "going out −40 (from hand −80); cards left (A, 10, J, Q, K 10; joker {joker}), never opened +100; "
            "the lowest total wins"
        ),
        "ro": (
            "închidere −40 (din mână −80); cărțile rămase (A, 10, J, Q, K 10; joker {joker}), fără deschidere +100; "
            "câștigă cine are mai puține"
        ),
    },
    # refusals of the games with melds on the table (the rule id stays in front)
    "why.open_count": {
        "en": "opening needs {need}: your melds count {n}; lay down more before you discard",
        "ro": "deschiderea cere {need}: formațiile tale fac {n}; mai așază înainte să arunci",
    },
    "why.open_short": {
        "en": "opening needs {need}: with this meld you reach {n}, and the rest of your hand cannot complete it",
        "ro": "deschiderea cere {need}: cu formația asta ajungi la {n}, iar restul cărților nu o pot completa",
    },
    "why.open_short_with": {
        "en": "opening needs {need} with {card}: with this meld you reach {n}, and the rest cannot complete it",
        "ro": "deschiderea cere {need} cu {card}: cu formația asta ajungi la {n}, iar restul nu o pot completa",
    },
    "why.open_first": {
        "en": "open first (melds worth {need} or more) before adding to melds on the table",
        "ro": "deschide întâi (formații de cel puțin {need} de puncte) înainte să adaugi la formațiile de pe masă",
    },
    "why.one_joker": {
        "en": "each meld of an opening holds at most one joker",
        "ro": "o formație de deschidere are cel mult un joker",
    },
    "why.take_oblige": {
        "en": "taking {card} obliges you to open with it now, and your cards hold no such opening",
        "ro": "dacă iei {card}, trebuie să deschizi acum cu ea, iar cărțile tale nu-ți permit asta",
    },
    "why.open_with": {
        "en": "you took {card} from the discard pile: open with it before you discard",
        "ro": "ai luat {card} din cărțile aruncate: deschide cu ea înainte să arunci",
    },
    "why.meld_first": {
        "en": "lay down a meld of your own before adding to melds on the table",
        "ro": "așază întâi o formație a ta înainte să adaugi la cele de pe masă",
    },
    "why.keep_one": {
        "en": "keep one card: the turn (and going out) ends with a discard",
        "ro": "păstrează o carte: tura (și închiderea) se termină cu o carte aruncată",
    },
    "why.joker_meld": {
        "en": "the joker you take must go into a new meld this turn",
        "ro": "jokerul luat trebuie pus într-o formație nouă în tura asta",
    },
    "why.not_fit": {"en": "{card} does not fit that meld", "ro": "{card} nu se potrivește la formația asta"},
    "why.closed": {"en": "that set is closed: it has four cards", "ro": "terța e închisă: are patru cărți"},
    "why.both_missing": {
        "en": "a set's joker is freed only by both missing cards: pick the second one too",
        "ro": "jokerul unei terțe se ia doar cu ambele cărți lipsă: alege-o și pe a doua",
    },
    "why.joker_face": {"en": "that joker does not stand for {card}", "ro": "jokerul acela nu ține locul lui {card}"},
    "why.not_meld": {"en": "these cards do not make a set or a run", "ro": "cărțile acestea nu fac nici terță, nici suită"},
    "why.draw_first": {"en": "draw a card first", "ro": "trage întâi o carte"},
    "why.drawn": {"en": "you have already drawn this turn", "ro": "ai tras deja în tura asta"},
    "knocker_melds.you": {"en": "You knocked with {n} deadwood", "ro": "Ai bătut cu {left}"},
    "knocked_spread": {"en": "knocked: cards on the table", "ro": "a bătut: cărțile pe masă"},
    "knocked_spread.you": {"en": "Your cards are on the table", "ro": "Cărțile tale sunt pe masă"},
    "knocker_melds": {"en": "{name} knocked with {n} deadwood", "ro": "{name} a bătut cu {left}"},
    # what others did
    "did.take": {"en": "{name} takes the up-card", "ro": "{name} ia cartea întoarsă"},
    "did.pass": {"en": "{name} passes", "ro": "{name} dă pas"},
    "did.draw stock": {"en": "{name} draws from the stock", "ro": "{name} trage din pachet"},
    "did.draw discard": {"en": "{name} takes {card}", "ro": "{name} ia {card}"},
    "did.discard": {"en": "{name} throws {card}", "ro": "{name} aruncă {card}"},
    "did.knock": {"en": "{name} knocks!", "ro": "{name} bate!"},
    "did.gin": {"en": "{name}: Gin!", "ro": "{name}: Gin!"},
    "did.big gin": {"en": "{name}: Big gin!", "ro": "{name}: Gin mare!"},
    "did.lay off": {"en": "{name} lays off {card}", "ro": "{name} adaugă {card}"},
    "did.done": {"en": "{name} is done", "ro": "{name} a terminat"},
    # buttons
    "btn.take": {"en": "Take", "ro": "Iau"},
    "btn.pass": {"en": "Pass", "ro": "Pas"},
    "btn.knock": {"en": "Knock ({n})", "ro": "Bat ({n})"},
    "btn.gin": {"en": "Gin!", "ro": "Gin!"},
    "btn.big_gin": {"en": "Big gin!", "ro": "Gin mare!"},
    "btn.layoff_best": {"en": "Lay off best", "ro": "Adaugă tot"},
    "btn.done": {"en": "Done", "ro": "Gata"},
    "btn.next_hand": {"en": "Next hand", "ro": "Mâna următoare"},
    "btn.new_match": {"en": "New match", "ro": "Meci nou"},
    "btn.sort_suit": {"en": "Suit", "ro": "Culoare"},
    "btn.sort_rank": {"en": "Rank", "ro": "Valoare"},
    "btn.sort_melds": {"en": "Melds", "ro": "Formații"},
    "btn.sort_order": {"en": "Order: {order}", "ro": "Ordine: {order}"},
    "btn.sort_manual": {"en": "yours", "ro": "a ta"},
    "btn.hint": {"en": "Hint", "ro": "Sfat"},
    "btn.undo": {"en": "↶ Undo", "ro": "↶ Anulează mutarea"},
    "btn.undo.short": {"en": "↶ Undo", "ro": "↶ Anulează"},
    "btn.close": {"en": "Close", "ro": "Închide"},
    "msg.why": {"en": "Why?", "ro": "De ce?"},
    "legend.title": {"en": "The marks on the table", "ro": "Semnele de pe masă"},
    "legend.dealer": {
        "en": "(D) after a name (a D by it in a narrow box): that player dealt this hand.",
        "ro": "(D) după un nume (un D lângă el, într-o casetă îngustă): acel jucător a împărțit mâna.",
    },
    "legend.turn": {
        "en": "A gold frame round a player: it is that player's turn.",
        "ro": "Chenar auriu în jurul unui jucător: e rândul lui.",
    },
    "legend.glow": {
        "en": "A gold glow: what you may take or put a card on now (and the card you just drew).",
        "ro": "Strălucire aurie: ce poți lua sau unde poți pune o carte acum (și cartea tocmai trasă).",
    },
    "legend.picked": {
        "en": "A raised, tinted card: the card you picked.",
        "ro": "Carte ridicată și colorată: cartea aleasă de tine.",
    },
    "legend.hint": {
        "en": "A blue frame: what the hint suggests (the card to play also raised a little).",
        "ro": "Chenar albastru: ce îți sugerează sfatul (cartea de jucat e și puțin ridicată).",
    },
    "legend.focus": {
        "en": "A white frame edged in black: where the keys are (Tab to the table; ? lists the keys).",
        "ro": "Chenar alb tivit cu negru: unde ești cu tastele (Tab până la masă; ? arată tastele).",
    },
    "legend.last": {
        "en": "Under each player: what it did in its last turn; pick the player for the whole hand's moves.",
        "ro": "Sub fiecare jucător: ce a făcut în ultima lui tură; apasă pe el pentru toate mutările mâinii.",
    },
    "legend.meld": {
        "en": "Cards of one tint with a bar along the bottom: a meld in your hand (Melds puts each one together).",
        "ro": "Cărți de aceeași nuanță, cu o bară jos: o formație din mâna ta (butonul Formații le pune alături).",
    },
    "legend.deadwood": {
        "en": "A red dot: a card in no meld, counted in your deadwood.",
        "ro": "Punct roșu: o carte din nicio formație, numărată la punctele rămase.",
    },
    "legend.opened": {
        "en": "✓ after a name (or by it): that player has laid down melds.",
        "ro": "✓ după un nume (sau lângă el): jucătorul a așezat formații.",
    },
    "legend.joker": {
        "en": "★ is a joker; =7♥ under it: the card it stands for.",
        "ro": "★ este un joker; =7♥ sub el: ține locul lui 7♥.",
    },
    "legend.closed": {
        "en": "A dimmed meld is closed: nothing more may be added to it.",
        "ro": "O formație estompată e închisă: nu i se mai poate adăuga nimic.",
    },
    "rules.title": {"en": "How to play", "ro": "Cum se joacă"},
    "rules.options": {"en": "This match's house rules", "ro": "Regulile alese pentru acest meci"},
    "rules.defaults": {
        "en": "None changed: the rules below as they are.",
        "ro": "Nicio regulă schimbată: se joacă după regulile de mai jos.",
    },
    "rules.on": {"en": "on", "ro": "da"},
    "rules.off": {"en": "off", "ro": "nu"},
    "menu.rules": {"en": "?", "ro": "?"},
    "start.rules": {"en": "How to play {game}", "ro": "Cum se joacă {game}"},
    "moves.more": {"en": "all moves", "ro": "toate mutările"},
    "moves.title": {"en": "Moves this hand", "ro": "Mutările mâinii"},
    "moves.none": {"en": "Nobody has moved yet.", "ro": "Încă nu a mutat nimeni."},
    "moves.earlier": {"en": "… earlier turns left out: {n}", "ro": "… ture mai vechi, neafișate: {n}"},
    # following the play (follow.py): a move, by another player, by the person, and brief
    "move.draw.they": {"en": "drew from the stock", "ro": "a tras din pachet"},
    "move.draw.you": {"en": "drew from the stock", "ro": "ai tras din pachet"},
    "move.draw.short": {"en": "drew", "ro": "tras"},
    "move.take.they": {"en": "took {cards}", "ro": "a luat {cards}"},
    "move.take.you": {"en": "took {cards}", "ro": "ai luat {cards}"},
    "move.take.short": {"en": "took {cards}", "ro": "luat {cards}"},
    "move.pass.they": {"en": "passed on the up-card", "ro": "a dat pas"},
    "move.pass.you": {"en": "passed on the up-card", "ro": "ai dat pas"},
    "move.pass.short": {"en": "passed", "ro": "pas"},
    "move.discard.they": {"en": "discarded {cards}", "ro": "a aruncat {cards}"},
    "move.discard.you": {"en": "discarded {cards}", "ro": "ai aruncat {cards}"},
    "move.discard.short": {"en": "threw {cards}", "ro": "aruncat {cards}"},
    "move.knock.they": {"en": "knocked, discarding {cards}", "ro": "a bătut, aruncând {cards}"},
    "move.knock.you": {"en": "knocked, discarding {cards}", "ro": "ai bătut, aruncând {cards}"},
    "move.knock.short": {"en": "knocked", "ro": "a bătut"},
    "move.big_gin.they": {"en": "went big gin", "ro": "a făcut gin mare"},
    "move.big_gin.you": {"en": "went big gin", "ro": "ai făcut gin mare"},
    "move.big_gin.short": {"en": "big gin", "ro": "gin mare"},
    "move.meld.they": {"en": "laid down {cards}", "ro": "a așezat {cards}"},
    "move.meld.you": {"en": "laid down {cards}", "ro": "ai așezat {cards}"},
    "move.meld.short": {"en": "meld of {n}", "ro": "formație de {n}"},
    "move.meld.count": {"en": "melds ×{n}", "ro": "formații ×{n}"},
    "move.build.count": {"en": "added ×{n}", "ro": "adăugate ×{n}"},
    "move.build.they": {"en": "added {cards}", "ro": "a adăugat {cards}"},
    "move.build.you": {"en": "added {cards}", "ro": "ai adăugat {cards}"},
    "move.build.short": {"en": "added {cards}", "ro": "adăugat {cards}"},
    "move.exchange.they": {"en": "took a joker for {cards}", "ro": "a luat un joker cu {cards}"},
    "move.exchange.you": {"en": "took a joker for {cards}", "ro": "ai luat un joker cu {cards}"},
    "move.exchange.short": {"en": "joker for {cards}", "ro": "joker luat cu {cards}"},
    "move.lay_off.they": {"en": "laid off {cards}", "ro": "a adăugat {cards}"},
    "move.lay_off.you": {"en": "laid off {cards}", "ro": "ai adăugat {cards}"},
    "move.lay_off.short": {"en": "laid off {cards}", "ro": "adăugat {cards}"},
    "move.done.they": {"en": "was done laying off", "ro": "a terminat de adăugat cărți"},
    "move.done.you": {"en": "were done laying off", "ro": "ai terminat de adăugat cărți"},
    "move.done.short": {"en": "done", "ro": "gata"},
    "move.and": {"en": " and ", "ro": " și "},
    "move.sentence": {"en": "{name} {moves}", "ro": "{name} {moves}"},
    "move.sentence.you": {"en": "you {moves}", "ro": "{moves}"},
    # end of hand
    "kind.gin": {"en": "{name}: Gin!", "ro": "{name}: Gin!"},
    "kind.big_gin": {"en": "{name}: Big gin!", "ro": "{name}: Gin mare!"},
    "kind.knock": {"en": "{name} knocked and wins the hand", "ro": "{name} a bătut și câștigă mâna"},
    "kind.undercut": {"en": "Undercut! {name} wins the hand", "ro": "Contrabătaie! {name} câștigă mâna"},
    "kind.gin.you": {"en": "Gin! You won the hand", "ro": "Gin! Ai câștigat mâna"},
    "kind.big_gin.you": {"en": "Big gin! You won the hand", "ro": "Gin mare! Ai câștigat mâna"},
    "kind.knock.you": {"en": "You knocked and won the hand", "ro": "Ai bătut și ai câștigat mâna"},
    "kind.undercut.you": {"en": "Undercut! You won the hand", "ro": "Contrabătaie! Ai câștigat mâna"},
    "kind.draw": {"en": "Draw: the stock ran out", "ro": "Remiză: s-a terminat pachetul"},
    "result.points": {"en": "{n} pts", "ro": "{n} p"},
    "result.laid_one": {"en": "1 meld on the table", "ro": "1 formație pe masă"},
    "result.laid_count": {"en": "{n} melds on the table", "ro": "{n} formații pe masă"},
    "result.penalty_note": {"en": "penalty points: the fewest win", "ro": "puncte de penalizare: câștigă cine are mai puține"},
    "result.points_note": {"en": "points: the most win", "ro": "puncte: câștigă cine are mai multe"},
    "result.total": {"en": "Total", "ro": "Total"},
    "result.knocker": {"en": "knocked", "ro": "a bătut"},
    "result.knocker.you": {"en": "knocked", "ro": "ai bătut"},
    "result.knocker.gin": {"en": "gin", "ro": "a făcut gin"},
    "result.knocker.gin.you": {"en": "gin", "ro": "ai făcut gin"},
    "result.knocker.big_gin": {"en": "big gin", "ro": "a făcut gin mare"},
    "result.knocker.big_gin.you": {"en": "big gin", "ro": "ai făcut gin mare"},
    "result.laid_off": {"en": "laid off", "ro": "adăugate"},
    "match.winner": {"en": "{name} wins the match!", "ro": "{name} câștigă meciul!"},
    "match.winners": {"en": "Shared win: {names}", "ro": "Victorie împărțită: {names}"},
    "match.you_win": {"en": "You win the match!", "ro": "Ai câștigat meciul!"},
    # messages
    "msg.bad_save": {
        "en": "The saved match could not be read (it is kept aside in this browser); a new match has started.",
        "ro": "Meciul salvat nu a putut fi citit (a rămas păstrat în browser); a început un meci nou.",
    },
    "msg.bad_old_save": {
        "en": "A match saved by an earlier version of Remi could not be read; it is kept aside in this browser.",
        "ro": "Un meci salvat cu o versiune mai veche a jocului nu a putut fi citit; a rămas păstrat în browser.",
    },
    "msg.cannot_save": {
        "en": (
            "This browser could not save the match (its storage may be full). "
            "Keep playing: saving is tried again after every move."
        ),
        "ro": (
            "Browserul nu a putut salva meciul (poate că spațiul de stocare e plin). "
            "Poți juca mai departe: încercăm din nou să salvăm după fiecare mutare."
        ),
    },
    "msg.make_room": {"en": "Free up space", "ro": "Eliberează spațiu"},
    "room.title": {"en": "No room left in this browser", "ro": "Nu mai e loc în browser"},
    "room.text": {
        "en": (
            "The match you are playing is not being saved. Delete what you no longer need: saved matches here (✕),"
            " or finished matches in “Replay finished matches” (download them first to keep a copy)."
        ),
        "ro": (
            "Meciul pe care îl joci nu se mai salvează. Șterge ce nu-ți mai trebuie: meciuri salvate aici (✕)"
            " sau meciuri încheiate din „Revezi meciurile încheiate” (descarcă-le întâi ca să păstrezi o copie)."
        ),
    },
    "stats.full": {
        "en": (
            "This match was not counted in your statistics: they have no more room. In Your statistics you can reset"
            " them to start afresh."
        ),
        "ro": (
            "Meciul acesta nu a intrat în statisticile tale: nu mai au loc. În Statisticile tale le poți șterge ca să"
            " începi din nou."
        ),
    },
    "msg.bad_settings": {
        "en": "Your settings could not be read; the defaults are back.",
        "ro": "Setările tale nu au putut fi citite; s-au restabilit cele implicite.",
    },
    "msg.open_tab": {"en": "Open in a new tab", "ro": "Deschide într-o filă nouă"},
    "msg.saved_again": {"en": "The match is saved again.", "ro": "Meciul e salvat din nou."},
    "msg.bad_param": {
        "en": "The link's setting {name}={value} is not valid; using the default.",
        "ro": "Setarea {name}={value} din link nu e validă; se folosește valoarea implicită.",
    },
    "msg.thinking_on_page": {
        "en": "The computer players' helper stopped, so they now think on this page: the table may pause a moment"
              " while one thinks. Nothing else changes.",
        "ro": "Ajutorul jucătorilor calculatorului s-a oprit, așa că acum gândesc pe pagină: masa se poate opri o clipă"
              " cât se gândește unul dintre ei. Altceva nu se schimbă.",
    },
    "msg.beside_m": {
        "en": "The link names its match twice and the two differ ({names}): the short form, m=, is the one played.",
        "ro": "Linkul numește meciul de două ori, în moduri diferite ({names}): se joacă forma scurtă, m=.",
    },
    "msg.bad_params": {
        "en": "The link's settings {names} are not valid; using the defaults.",
        "ro": "Setările {names} din link nu sunt valide; se folosesc valorile implicite.",
    },
    "msg.oops": {
        "en": "Something went wrong on this page; the game is saved. Reload if the table stops answering.",
        "ro": "Ceva nu a mers bine pe pagină; jocul e salvat. Reîncarcă pagina dacă masa nu mai răspunde.",
    },
    "msg.not_now": {"en": "Not now: {why}", "ro": "Nu acum: {why}"},
    "msg.one_to_throw": {
        "en": "To throw a card, pick only that one ({n} are picked)",
        "ro": "Ca să arunci o carte, alege doar una (acum sunt alese {n})",
    },
    "msg.cannot_discard_taken": {
        "en": "You cannot throw back the card you just took",
        "ro": "Nu poți arunca înapoi cartea pe care tocmai ai luat-o",
    },
    "msg.no_storage": {
        "en": "This browser does not allow saving the match here: if the page is reloaded, the match is lost.",
        "ro": "Browserul nu permite salvarea meciului aici: dacă reîncarci pagina, meciul se pierde.",
    },
    "error.title": {"en": "Remi could not start", "ro": "Remi nu a putut porni"},
    # replays of the finished matches (replayscreen.py, replay.py)
    "replay.title": {"en": "Replay finished matches", "ro": "Revezi meciurile încheiate"},
    "replay.heading": {"en": "Finished matches", "ro": "Meciuri încheiate"},  # the screen's own title (a phone: 2 lines)
    "replay.none": {
        "en": "No finished match yet. Each match you finish is kept here (the last 20), to replay deal by deal.",
        "ro": "Niciun meci terminat încă. Fiecare meci terminat e păstrat aici (ultimele 20), ca să-l revezi mână cu mână.",
    },
    "replay.match": {"en": "Match", "ro": "Meciul"},
    "replay.entry": {"en": "{game}, {n} players · {how} · you {score}", "ro": "{game}, {n} jucători · {how} · tu {score}"},
    "replay.won": {"en": "won", "ro": "câștigat"},
    "replay.lost": {"en": "lost", "ro": "pierdut"},
    "replay.unfinished": {"en": "not finished", "ro": "neterminat"},
    "replay.imported": {"en": "imported", "ro": "importat"},
    "replay.damaged": {"en": "(cannot be read)", "ro": "(nu poate fi citit)"},
    "replay.deal": {"en": "Hand {n}", "ro": "Mâna {n}"},
    "replay.penalty": {"en": "penalty", "ro": "penalizare"},  # a deal's points, where the fewest win
    "replay.points": {"en": "points", "ro": "puncte"},
    "replay.deal_of": {"en": "Hand {n} of {of}", "ro": "Mâna {n} din {of}"},
    "replay.which_deal": {"en": "Hand", "ro": "Mâna"},
    "replay.dealt": {"en": "Hand {n}, as dealt", "ro": "Mâna {n}, cum s-a împărțit"},
    "replay.step": {"en": "Move {n} of {of}:", "ro": "Mutarea {n} din {of}:"},
    "replay.turn": {"en": "Move", "ro": "Mutarea"},
    "replay.first": {"en": "To the deal", "ro": "La împărțire"},
    "replay.back": {"en": "One move back", "ro": "O mutare înapoi"},
    "replay.forward": {"en": "One move on", "ro": "O mutare înainte"},
    "replay.last": {"en": "To the end of the hand", "ro": "La sfârșitul mâinii"},
    "replay.view": {"en": "Cards shown", "ro": "Ce cărți se văd"},
    "replay.everything": {"en": "Every hand, face up", "ro": "Toate cărțile la vedere"},
    "replay.seen_by": {"en": "What {name} saw", "ro": "Ce a văzut {name}"},
    "replay.seen_by.you": {"en": "What you saw", "ro": "Ce ai văzut tu"},
    "replay.cards": {"en": "{name} · {n} cards", "ro": "{name} · {n} cărți"},
    "replay.card": {"en": "{name} · 1 card", "ro": "{name} · 1 carte"},
    "replay.no_cards": {"en": "{name} · no cards left", "ro": "{name} · fără cărți în mână"},
    "replay.piles": {"en": "Discard pile · stock {n}", "ro": "Cărți aruncate · în pachet: {n}"},
    "replay.json": {"en": "Download (JSON)", "ro": "Descarcă (JSON)"},
    "replay.text": {"en": "Download as text", "ro": "Descarcă ca text"},
    "replay.import": {"en": "Import a match (JSON)", "ro": "Importă un meci (JSON)"},
    "replay.bad_file": {"en": "That file is not a Remi match: {why}", "ro": "Fișierul nu e un meci Remi: {why}"},
    "replay.bad_match": {"en": "This match cannot be read: {why}", "ro": "Meciul acesta nu poate fi citit: {why}"},
    "saved.delete": {"en": "Delete the saved match: {summary}", "ro": "Șterge meciul salvat: {summary}"},
    "saved.delete.ask": {
        "en": "Delete this saved match? {summary}. It cannot be undone.",
        "ro": "Ștergi meciul salvat? {summary}. Nu se mai poate reface.",
    },
    "saved.delete.yes": {"en": "Delete", "ro": "Șterge"},
    "saved.delete.no": {"en": "Keep it", "ro": "Păstrează"},
    "unreadable.title": {"en": "Saves that could not be read ({n})", "ro": "Salvări care nu au putut fi citite ({n})"},
    "unreadable.kept": {
        "en": "They are kept aside in this browser, never deleted unless you choose to.",
        "ro": "Sunt păstrate deoparte în acest browser și nu se șterg decât dacă alegi tu.",
    },
    "unreadable.get": {"en": "Download them", "ro": "Descarcă-le"},
    "unreadable.drop": {"en": "Delete them", "ro": "Șterge-le"},
    "unreadable.ask": {
        "en": "Delete the saves that could not be read ({n})? It cannot be undone: download them first to keep a copy.",
        "ro": "Ștergi salvările care nu au putut fi citite ({n})? Nu se mai poate reface: descarcă-le întâi ca să"
              " păstrezi o copie.",
    },
    "unreadable.yes": {"en": "Delete", "ro": "Șterge"},
    "unreadable.no": {"en": "Keep them", "ro": "Păstrează-le"},
    "replay.full": {
        "en": "This match could not be kept to replay yet: there is no more room. Delete older finished matches (download"
              " them first to keep a copy), and it will be kept.",
        "ro": "Meciul acesta nu e încă păstrat ca să-l revezi: nu mai e loc. Șterge meciuri încheiate mai vechi (descarcă-le"
              " întâi ca să păstrezi o copie) și va fi păstrat.",
    },
    "replay.delete": {"en": "Delete this match", "ro": "Șterge meciul acesta"},
    "replay.delete.ask": {
        "en": "Delete this match? {summary}. It cannot be undone: download it first (just above) to keep a copy.",
        "ro": "Ștergi meciul acesta? {summary}. Nu se mai poate reface: descarcă-l întâi (chiar mai sus) ca să păstrezi"
              " o copie.",
    },
    "replay.delete.yes": {"en": "Delete", "ro": "Șterge"},
    "replay.delete.no": {"en": "Keep it", "ro": "Păstrează-l"},
    "replay.deleted": {"en": "The match was deleted.", "ro": "Meciul a fost șters."},
    "replay.not_deleted": {
        "en": "The browser would not change what it keeps: the match is still there.",
        "ro": "Browserul nu a vrut să schimbe ce păstrează: meciul e încă acolo.",
    },
    "replay.no_room": {
        "en": "That match ({mb} MB) does not fit beside the matches kept here, so it was not imported; the kept"
              " matches are unchanged. To make room, delete older ones (download them first), then import it again.",
        "ro": "Meciul acesta ({mb} MB) nu încape lângă meciurile păstrate aici, așa că nu a fost importat; meciurile"
              " păstrate au rămas neschimbate. Ca să faci loc, șterge meciuri mai vechi (descarcă-le întâi), apoi"
              " importă-l din nou.",
    },
    "replay.not_kept": {
        "en": "The browser would not keep the match: it is shown now, but not kept.",
        "ro": "Browserul nu a putut păstra meciul: îl vezi acum, dar nu rămâne salvat.",
    },
    "replay.unreadable": {
        "en": "The kept matches could not be read. They are set aside; new ones are kept from now.",
        "ro": "Meciurile păstrate nu au putut fi citite. Sunt puse deoparte; cele noi se păstrează de acum.",
    },
    "replay.text.seed": {"en": "Seed: {seed}", "ro": "Amestecarea nr. {seed}"},
    "replay.text.players": {"en": "Players: {names}", "ro": "Jucători: {names}"},
    "replay.text.scores": {"en": "Final scores: {scores}", "ro": "Scorul final: {scores}"},
    # sharing a match (share.py)
    "btn.share": {"en": "Share", "ro": "Trimite"},
    "start.share": {"en": "↗ Send this match to a friend", "ro": "↗ Trimite meciul acesta unui prieten"},
    "share.text": {"en": "Play the same cards as me: {game} on Remi", "ro": "Joacă aceleași cărți ca mine: {game} pe Remi"},
    "share.copied": {"en": "Link copied: paste it to a friend", "ro": "Link copiat: trimite-l unui prieten"},
    "share.copy_this": {"en": "Copy the match's link: {url}", "ro": "Copiază linkul meciului: {url}"},
    # a challenge by link (challenge.py, challengescreen.py)
    "btn.challenge": {"en": "Challenge a friend", "ro": "Provoacă un prieten"},
    "btn.challenge_short": {"en": "Challenge", "ro": "Provoacă"},
    "btn.challenge_seen": {
        "en": "See the challenge",
        "ro": "Vezi provocarea",
    },
    "challenge.send_title": {"en": "Challenge a friend", "ro": "Provoacă un prieten"},
    "challenge.send_intro": {
        "en": "Your friend gets the same cards, and the computer players play exactly as they did in your game. At"
              " the end you both see each other's results, hand by hand. No score travels in the link: yours is"
              " worked out again from your moves, so it cannot be faked.",
        "ro": "Prietenul tău primește aceleași cărți, iar adversarii joacă exact ca în jocul tău. La final vedeți"
              " rezultatele amândurora, mână cu mână. Scorul nu e trimis în link, ci recalculat din mutările tale,"
              " deci nu poate fi măsluit.",
    },
    "challenge.this": {"en": "This challenge", "ro": "Provocarea aceasta"},
    "challenge.what": {
        "en": "{game} · {hands} · your score {score}",
        "ro": "{game} · {hands} · scorul tău {score}",
    },
    "challenge.send_on_note": {
        "en": "The link also carries the earlier plays: whoever gets it is compared with everyone who has played it.",
        "ro": "Linkul conține și partidele celor de dinainte: cine îl primește se compară cu toți cei care l-au jucat.",
    },
    "challenge.link": {
        "en": "Or copy the link:",
        "ro": "Sau copiază linkul:",
    },
    "challenge.send": {"en": "Send the link", "ro": "Trimite linkul"},
    "challenge.text": {
        "en": "I challenge you to {game} on Remi: the same cards as me. Let's see who plays better!",
        "ro": "Te provoc la {game} pe Remi: aceleași cărți ca mine. Să vedem cine joacă mai bine!",
    },
    "challenge.copied": {
        "en": "The challenge's link is copied: paste it into a message to your friend",
        "ro": "Linkul provocării a fost copiat: lipește-l într-un mesaj pentru prietenul tău",
    },
    "challenge.title": {"en": "The challenge", "ro": "Provocarea"},
    "challenge.intro": {
        "en": "{game}: you played the same cards against the same computer players. The others' results are worked"
              " out here again from their moves.",
        "ro": "{game}: ați jucat aceleași cărți, cu aceiași adversari. Rezultatele celorlalți sunt recalculate aici"
              " din mutările lor.",
    },
    "challenge.friend": {"en": "Your friend", "ro": "Prietenul tău"},
    "challenge.friend_said": {"en": "your friend", "ro": "prietenul tău"},
    "challenge.you": {"en": "You", "ro": "Tu"},
    "challenge.deal": {"en": "Hand", "ro": "Mâna"},
    "challenge.total": {"en": "Total", "ro": "Total"},
    "challenge.refused": {"en": "not shown: the link was changed", "ro": "nu se arată: linkul a fost modificat"},
    "challenge.not_yet": {
        "en": "not played yet",
        "ro": "încă nejucată",
    },
    "challenge.replay_label": {"en": "see how {who} played hand {n}", "ro": "vezi cum a jucat {who} mâna {n}"},
    "challenge.replay_title": {
        "en": "How {who} played",
        "ro": "Cum a jucat {who}",
    },
    "challenge.checking": {"en": "Working out the results…", "ro": "Se calculează rezultatele…"},
    "challenge.to_play": {
        "en": "Hand {n} of {of} is yours to play next: its results show once you have played it.",
        "ro": "Urmează să joci mâna {n} din {of}: rezultatele ei apar după ce o joci.",
    },
    "challenge.better": {"en": "You played better: {mine} to {theirs}.", "ro": "Ai jucat mai bine: {mine} la {theirs}."},
    "challenge.worse": {
        "en": "Your friend played better: {theirs} to {mine}.", "ro": "Prietenul tău a jucat mai bine: {theirs} la {mine}.",
    },
    "challenge.tie": {
        "en": "A tie: {mine} to {mine}.",
        "ro": "Egalitate: {mine} la {mine}.",
    },
    "challenge.place": {"en": "You come {n} of {of}.", "ro": "Ești pe locul {n} din {of}."},
    "challenge.fewer": {
        "en": "In {game}, whoever has fewer points wins.",
        "ro": "La {game} câștigă cine are mai puține puncte.",
    },
    "challenge.more": {
        "en": "In {game}, whoever has more points wins.",
        "ro": "La {game} câștigă cine are mai multe puncte.",
    },
    "challenge.other_cards": {
        "en": "⇄ Who deals depends on the results so far, so in the hands marked ⇄ you were not dealt the same cards.",
        "ro": "⇄ Cine împarte depinde de rezultatele de până atunci, așa că la mâinile marcate cu ⇄ n-ați primit aceleași cărți.",
    },
    "challenge.send_on": {"en": "Send it on", "ro": "Trimite mai departe"},
    "challenge.tampered": {
        "en": "One of the plays in the link cannot be played again: the link was changed, so its result is not"
              " shown. The cards are the same: you can play on.",
        "ro": "Una dintre partidele din link nu poate fi rejucată: linkul a fost modificat, așa că rezultatul ei nu"
              " e afișat. Cărțile sunt aceleași: poți juca mai departe.",
    },
    "challenge.changed": {
        "en": "This challenge's match was changed after the link was made (its rules, seed or players), so there"
              " is nothing to compare: you are playing the link's cards, without the challenge.",
        "ro": "Meciul provocării a fost schimbat după ce s-a făcut linkul (regulile, amestecarea sau jucătorii), deci"
              " nu e nimic de comparat: joci cărțile din link, fără provocare.",
    },
    "challenge.unsealed": {
        "en": "This challenge link was made by an earlier Remi, which did not seal its match, so it cannot be"
              " checked: ask your friend for a new link. You are playing the same cards, without the challenge.",
        "ro": "Linkul acesta a fost făcut de o versiune mai veche a Remi, care nu-și pecetluia meciul, deci nu poate"
              " fi verificat: cere-i prietenului un link nou. Joci aceleași cărți, dar fără provocare.",
    },
    "challenge.damaged": {
        "en": "This challenge's link is incomplete or wrong, so there is nothing to compare: you are playing the"
              " same cards, without the challenge.",
        "ro": "Linkul provocării e incomplet sau greșit, deci nu e nimic de comparat: joci aceleași cărți, dar fără provocare.",
    },
    "challenge.what_penalty": {
        "en": "{game} · {hands} · your penalty {score}",
        "ro": "{game} · {hands} · penalizarea ta {score}",
    },
    "challenge.back": {
        "en": "Back to the challenge",
        "ro": "Înapoi la provocare",
    },
    "challenge.tap_hint": {
        "en": "Tap a result of theirs to watch how they played that hand.",
        "ro": "Atinge un rezultat al celorlalți ca să vezi cum au jucat mâna.",
    },
    "challenge.tap_hint_friend": {
        "en": "Tap your friend's result to watch how they played that hand.",
        "ro": "Atinge un rezultat al prietenului tău ca să vezi cum a jucat mâna.",
    },
    "challenge.deal_done": {
        "en": "The challenge, hand {n} of {of}: {who} {theirs}, you {mine}.",
        "ro": "Provocarea, mâna {n} din {of}: {who} {theirs}, tu {mine}.",
    },
    "link.challenge": {"en": "A challenge: {game} · {players} players", "ro": "O provocare: {game} · {players} jucători"},
    # the look and sound (the new-match form)
    "start.look": {"en": "Look and sound", "ro": "Aspect și sunet"},
    "look.four_colour": {"en": "Blue diamonds, green clubs (four-colour deck)", "ro": "Romburi albastre, trefle verzi"},
    "look.large_cards": {"en": "Large cards in your hand", "ro": "Cărți mari în mâna ta"},
    "look.sound": {"en": "Sound", "ro": "Sunet"},
    "look.reduce_motion": {"en": "Less motion (no flying cards)", "ro": "Mai puține animații (fără cărți în zbor)"},
    # the person's statistics (statscreen.py)
    "start.stats": {"en": "Statistics", "ro": "Statistici"},
    "stats.title": {"en": "Your statistics", "ro": "Statisticile tale"},
    "stats.against": {"en": "Computer players: {level}", "ro": "Adversari de nivel {level}"},
    "stats.against.mixed": {"en": "Computer players of mixed levels: {level}", "ro": "Adversari de niveluri diferite: {level}"},
    "stats.person": {"en": "{name}, with friends on this device", "ro": "{name}, cu prietenii pe acest dispozitiv"},
    "stats.site_rules": {"en": "site rules, penalty points", "ro": "regulile site-ului, penalizări"},
    "stats.matches": {"en": "Matches played", "ro": "Meciuri jucate"},
    "stats.won": {"en": "Matches won", "ro": "Meciuri câștigate"},
    "stats.won.value": {"en": "{n} ({pct}%)", "ro": "{n} ({pct}%)"},
    "stats.streak": {"en": "Win streak", "ro": "Serie de victorii"},
    "stats.streak.value": {"en": "{n} (best {best})", "ro": "{n} (record {best})"},
    "stats.deals": {"en": "Hands played", "ro": "Mâini jucate"},
    "stats.deals.value": {"en": "{n} ({won} won)", "ro": "{n} ({won} câștigate)"},
    "stats.average.penalty": {"en": "Average penalty per hand", "ro": "Penalizare medie pe mână"},
    "stats.average.points": {"en": "Average points per hand", "ro": "Puncte în medie pe mână"},
    "stats.best.penalty": {"en": "Best hand (lowest penalty)", "ro": "Cea mai mică penalizare într-o mână"},
    "stats.best.points": {"en": "Best hand (most points)", "ro": "Cele mai multe puncte într-o mână"},
    "stats.gins": {"en": "Hands won by gin", "ro": "Mâini câștigate cu gin"},
    "stats.undercuts": {"en": "Hands won by undercut", "ro": "Mâini câștigate prin contrabătaie"},
    "stats.rummies.traditional": {"en": "Rummies (out all at once)", "ro": "Remi (închis dintr-o dată)"},
    "stats.rummies.remi51": {"en": "Out from hand", "ro": "Închideri din mână"},
    "stats.took_back": {"en": "Matches with moves taken back", "ro": "Meciuri cu mutări anulate"},
    "stats.openings": {"en": "Hands in which you opened", "ro": "Mâini în care ai deschis"},
    "stats.chart.title": {"en": "Last matches ({n})", "ro": "Ultimele meciuri ({n})"},
    "stats.chart.first": {"en": "earlier", "ro": "mai vechi"},
    "stats.chart.last": {"en": "latest", "ro": "ultimul"},
    "stats.chart.label": {
        "en": "{n} matches, {won} won. Your totals, oldest first (✓ won): {totals}",
        "ro": "{n} meciuri, {won} câștigate. Totalurile tale, de la cel mai vechi (✓ câștigat): {totals}",
    },
    "stats.legend.won": {"en": "won", "ro": "câștigat"},
    "stats.legend.lost": {"en": "lost", "ro": "pierdut"},
    "stats.legend.points": {
        "en": "The height of a bar: your points at the end of the match (more is better).",
        "ro": "Înălțimea barei: punctajul tău la sfârșitul meciului (mai mult e mai bine).",
    },
    "stats.legend.penalty": {
        "en": "The height of a bar: your penalty at the end of the match (lower is better).",
        "ro": "Înălțimea barei: penalizarea ta la sfârșitul meciului (mai mică e mai bine).",
    },
    "stats.none": {
        "en": "No finished match of {game} yet. Play one to the end and it is counted here.",
        "ro": "Niciun meci de {game} terminat încă. Joacă unul până la capăt și va apărea aici.",
    },
    "stats.unreadable": {
        "en": "Your earlier statistics could not be read. They are kept aside, and your matches are counted afresh.",
        "ro": "Statisticile tale de până acum nu au putut fi citite. Sunt păstrate deoparte, iar meciurile se numără din nou.",
    },
    "stats.reset": {"en": "Reset the statistics of all games", "ro": "Șterge statisticile tuturor jocurilor"},
    "stats.reset.ask": {
        "en": "Delete the statistics of every game? This cannot be undone. Saved matches are kept.",
        "ro": "Ștergi statisticile tuturor jocurilor? Nu se poate anula. Meciurile salvate rămân.",
    },
    "stats.reset.no": {"en": "Keep them", "ro": "Păstrează-le"},
    "stats.reset.yes": {"en": "Delete", "ro": "Șterge"},
    # keyboard play (keys.py, keyscreen.py)
    "keys.title": {"en": "Keyboard keys", "ro": "Tastele jocului"},
    "keys.intro": {
        "en": "On the table (Tab takes you there) the keys do what taps and clicks do. A white frame shows where you are.",
        "ro": "Pe masă (ajungi cu Tab) tastele fac ce fac atingerile și clicurile. Un chenar alb arată unde ești.",
    },
    "keys.key": {"en": "Key", "ro": "Tasta"},
    "keys.does": {"en": "What it does", "ro": "Ce face"},
    "keys.arrows": {
        "en": "Move between your cards, the piles, the melds and the buttons",
        "ro": "Treci între cărțile tale, teancuri, formații și butoane",
    },
    "keys.enter": {
        "en": "Play what is framed: pick a card, draw, throw the picked card on the discard pile, "
        "put it on a meld, press a button",
        "ro": "Folosești ce e încadrat: alegi o carte, tragi, arunci cartea aleasă pe cărțile aruncate, "
        "o pui pe o formație, apeși un buton",
    },
    "keys.home": {"en": "The first or the last card of your hand", "ro": "Prima sau ultima carte din mână"},
    "keys.shift": {"en": "Move the framed card along your hand", "ro": "Muți cartea încadrată prin mână"},
    "keys.shift_enter": {
        "en": "Put a joker on a run's low end (Enter: its high end)",
        "ro": "Pui un joker la capătul de jos al unei suite (Enter: la cel de sus)",
    },
    "keys.d": {"en": "Draw from the stock", "ro": "Tragi din pachet"},
    "keys.t": {"en": "Take the top card of the discard pile", "ro": "Iei ultima carte aruncată"},
    "keys.x": {"en": "Throw the framed card (or the one picked)", "ro": "Arunci cartea încadrată (sau pe cea aleasă)"},
    "keys.k": {"en": "Knock, or go gin", "ro": "Bați sau faci gin"},
    "keys.l.gin": {
        "en": "After a knock: lay off all that fits",
        "ro": "După o bătaie: adaugi tot ce se potrivește",
    },
    "keys.l.table": {"en": "Lay down the picked cards as a meld", "ro": "Așezi cărțile alese ca formație"},
    "keys.p": {"en": "Pass the first up-card", "ro": "Dai pas la prima carte întoarsă"},
    "keys.f": {"en": "Done laying off", "ro": "Termini de adăugat"},
    "keys.n": {"en": "Next hand, or a new match at the end", "ro": "Mâna următoare sau, la final, un meci nou"},
    "keys.h": {"en": "A hint", "ro": "Un sfat"},
    "keys.u": {"en": "Undo your last move", "ro": "Anulezi ultima ta mutare"},
    "keys.s": {"en": "Sort your hand another way", "ro": "Sortezi mâna altfel"},
    "keys.o": {"en": "This hand's moves", "ro": "Mutările mâinii"},
    "keys.r": {"en": "How to play", "ro": "Cum se joacă"},
    "keys.m": {"en": "New match and settings", "ro": "Meci nou și setări"},
    "keys.g": {"en": "Română (the other language)", "ro": "English (cealaltă limbă)"},
    "keys.esc": {
        "en": "Let go of the picked cards; close a panel or a screen",
        "ro": "Renunți la cărțile alese; închizi un panou sau un ecran",
    },
    "keys.help": {"en": "This list", "ro": "Lista aceasta"},
    "keys.view": {
        "en": "With a screen reader: after the table comes the table in words, with its cards, piles, melds and "
        "buttons; the other players' moves are read out as they play them.",
        "ro": "Cu un cititor de ecran: după masă urmează masa în cuvinte, cu cărțile, teancurile, formațiile și "
        "butoanele ei; mutările celorlalți jucători sunt citite pe măsură ce le fac.",
    },
    "keys.canvas": {
        "en": "The arrow keys move, Enter plays, the question mark lists the keys. The table in words follows.",
        "ro": "Săgețile mută chenarul, Enter joacă, semnul întrebării arată tastele. Urmează masa în cuvinte.",
    },
    "keys.not_now": {"en": "{name} does nothing now (? lists the keys).", "ro": "{name} nu face nimic acum (? arată tastele)."},
    # the table in words, for a screen reader (access.py)
    "access.region": {"en": "The table in words", "ro": "Masa în cuvinte"},
    "access.title": {"en": "{game}, hand {hand}", "ro": "{game}, mâna {hand}"},
    "access.hint": {"en": "Hint: {text}", "ro": "Sfat: {text}"},
    "access.players": {"en": "Players and scores", "ro": "Jucători și scoruri"},
    "access.penalty": {"en": "{name}: {n} penalty points", "ro": "{name}: {n} puncte de penalizare"},
    "access.points": {"en": "{name}: {n} points", "ro": "{name}: {n} puncte"},
    "access.held": {"en": "{cards} in hand", "ro": "{cards} în mână"},
    "access.dealer": {"en": "dealt this hand", "ro": "a împărțit cărțile"},
    "access.to_act": {"en": "to play now", "ro": "e la rând"},
    "access.to_act.you": {"en": "to play now", "ro": "ești la rând"},
    "access.level": {"en": "{level} level", "ro": "nivel {level}"},
    "access.last": {"en": "last turn: {moves}", "ro": "ultima tură: {moves}"},
    "access.piles": {"en": "Piles", "ro": "Teancuri"},
    "access.stock": {"en": "Stock, {cards}", "ro": "Pachet, {cards}"},
    "access.draw": {"en": "draw a card", "ro": "trage o carte"},
    "access.take": {"en": "take {card}", "ro": "ia {card}"},
    "access.throw": {"en": "throw {card} here", "ro": "aruncă aici {card}"},
    "access.discard": {"en": "Discard pile, {card} on top", "ro": "Cărți aruncate, deasupra e {card}"},
    "access.discard_empty": {"en": "Discard pile, empty", "ro": "Cărți aruncate, niciuna"},
    "access.melds": {"en": "Melds on the table", "ro": "Formații pe masă"},
    "access.meld": {"en": "Meld {n}: {cards}", "ro": "Formația {n}: {cards}"},
    "access.closed": {"en": "closed", "ro": "închisă"},
    "access.put": {"en": "put {card} here", "ro": "pune aici {card}"},
    "access.put_high": {"en": "put {card} at its high end", "ro": "pune {card} la capătul de sus"},
    "access.put_low": {"en": "put {card} at its low end", "ro": "pune {card} la capătul de jos"},
    "access.joker": {"en": "Joker in meld {n}, standing for {face}", "ro": "Joker în formația {n}, în locul lui {face}"},
    "access.hand": {"en": "Your hand, {cards}", "ro": "Mâna ta, {cards}"},
    "access.in_meld": {"en": "meld {n}", "ro": "formația {n}"},
    "access.deadwood": {"en": "deadwood", "ro": "în nicio formație"},
    "access.new": {"en": "just drawn", "ro": "tocmai trasă"},
    "access.hinted": {"en": "in the hint", "ro": "din sfat"},
    "access.buttons": {"en": "Buttons", "ro": "Butoane"},
    "access.result": {"en": "Hand {n} is over", "ro": "Mâna {n} s-a încheiat"},
    "access.result_meld": {"en": "meld {cards}", "ro": "formație {cards}"},
    "access.result_laid_off": {"en": "laid off {cards}", "ro": "adăugate {cards}"},
    "access.result_deadwood": {"en": "deadwood {cards}, worth {n}", "ro": "în nicio formație {cards}, valoare {n}"},
    "access.result_left": {"en": "left in hand {cards}, worth {n}", "ro": "rămase în mână {cards}, valoare {n}"},
    "access.result_points": {"en": "{n} this hand", "ro": "{n} la mâna aceasta"},
    "access.totals": {"en": "Totals: {scores}", "ro": "Total: {scores}"},
    "access.turns": {"en": "This hand's latest moves", "ro": "Ultimele mutări din mâna aceasta"},
    "access.you_drew": {"en": "You drew {card}", "ro": "Ai tras {card}"},
}


# The engine's refusals (English, "RULE: message") that the page says in the person's language.
_REFUSALS = (
    (r"your melds count (?P<n>\d+); opening needs (?P<need>\d+)", "why.open_count"),
    (r"brings your opening to (?P<n>\d+) of (?P<need>\d+); the rest of your hand cannot complete it with (?P<card>\S+)",
     "why.open_short_with"),
    (r"brings your opening to (?P<n>\d+) of (?P<need>\d+)", "why.open_short"),
    (r"^open first \(melds worth (?P<need>\d+)\)", "why.open_first"),
    (r"at most one joker", "why.one_joker"),
    (r"^taking (?P<card>\S+) obliges you", "why.take_oblige"),
    (r"^you took (?P<card>\S+) from the discard pile", "why.open_with"),
    (r"^lay down a meld of your own", "why.meld_first"),
    (r"^keep one card", "why.keep_one"),
    (r"joker you (took|take)", "why.joker_meld"),
    (r"is closed", "why.closed"),
    (r"freed only by both missing cards|are not the missing cards", "why.both_missing"),
    (r"^no joker in .* stands for (?P<card>\S+)", "why.joker_face"),
    (r"^(?P<card>\S+) (does not continue|is not of the run|is not a )", "why.not_fit"),
    (r"already has a card of|cannot extend the run", "why.not_fit"),
    (r"at least 3 cards|neither|not consecutive|gaps|every suit at most once|3 or 4 cards|every rank once|never both",
     "why.not_meld"),
    (r"^draw a card first", "why.draw_first"),
    (r"^you have already drawn", "why.drawn"),
)


def refusal_sentence(why: str, lang: str) -> str:
    """A refusal as a player reads it: ``refusal_text`` without the rule's id in front (the
    page offers "why?", which opens the rules at that rule)."""
    text = refusal_text(why, lang)
    rule, sep, words = text.partition(": ")
    return words if sep and rule == why.partition(": ")[0] else text


def refusal_text(why: str, lang: str) -> str:
    """``"R51-6: your melds count 47; ..."`` → the same refusal in ``lang``, the rule id kept
    in front; a refusal not in the table keeps the engine's words."""
    import re

    rule, _sep, message = why.partition(": ")
    if not message:
        return why
    for pattern, key in _REFUSALS:
        found = re.search(pattern, message)
        if found:
            values = {k: v for k, v in found.groupdict().items() if v is not None}
            if "card" in values:
                values["card"] = _pretty_card(values["card"])
            return f"{rule}: {t(key, lang, **values)}"
    return why


def _pretty_card(text: str) -> str:
    text = text.rstrip("'")
    if text.startswith("*"):
        return "★"
    symbols = {"c": "♣", "d": "♦", "h": "♥", "s": "♠"}
    return text[:-1] + symbols.get(text[-1:], text[-1:])


def normalize_lang(value: Optional[str]) -> Optional[str]:
    """``"ro"``, ``"en"`` or None for anything else (``"ro-RO"`` counts as Romanian)."""
    if not value:
        return None
    low = str(value).strip().lower()
    if low.startswith("ro") or low.startswith("mo"):  # ro, ro-RO, ro-MD, mo (old Moldovan tag)
        return "ro"
    if low.startswith("en"):
        return "en"
    return None


def lang_from_browser(navigator_language: Optional[str]) -> str:
    """The default language: Romanian for ro*, English otherwise."""
    return "ro" if normalize_lang(navigator_language) == "ro" else DEFAULT_LANG


def t(key: str, lang: str, **values: object) -> str:
    """The text for ``key`` in ``lang``, with ``{name}`` placeholders filled in."""
    entry = STRINGS.get(key)
    if entry is None:
        return key
    text = entry.get(lang) or entry.get(DEFAULT_LANG) or key
    try:
        return text.format(**values)
    except (KeyError, IndexError, ValueError):
        return text


def cards_count(n: int, lang: str) -> str:
    """"1 card", "7 cards"; in Romanian "o carte", "7 cărți", "21 de cărți"."""
    if lang == "ro":
        return "o carte" if n == 1 else f"{n}{_ro_de(n)} cărți"
    return "1 card" if n == 1 else f"{n} cards"


def points_left(n: int, lang: str) -> str:
    """Deadwood with its number (C-5): "7 deadwood"; in Romanian "1 punct rămas", "7 puncte
    rămase", "21 de puncte rămase" (docs/glossary.md)."""
    if lang == "ro":
        return "1 punct rămas" if n == 1 else f"{n}{_ro_de(n)} puncte rămase"
    return f"{n} deadwood"


def hands_count(n: int, lang: str) -> str:
    """"1 hand", "3 hands"; in Romanian "o mână", "3 mâini", "20 de mâini"."""
    if lang == "ro":
        return "o mână" if n == 1 else f"{n}{_ro_de(n)} mâini"
    return "1 hand" if n == 1 else f"{n} hands"


def chars_count(n: int, lang: str) -> str:
    """"1 character", "277 characters"; in Romanian "277 de caractere"."""
    if lang == "ro":
        return "un caracter" if n == 1 else f"{n}{_ro_de(n)} caractere"
    return "1 character" if n == 1 else f"{n} characters"


def _ro_de(n: int) -> str:
    """" de" where a Romanian number takes "de" before its noun: from 20 on, but for 101 to
    119 and so on."""
    return "" if n % 100 < 20 and n % 100 != 0 or n == 0 else " de"


CARD_WORDS = {
    "en": {
        "ranks": {"A": "ace", "J": "jack", "Q": "queen", "K": "king"},
        "suits": {"♠": "spades", "♥": "hearts", "♦": "diamonds", "♣": "clubs"},
        "card": "{rank} of {suit}", "joker": "joker",
    },
    "ro": {
        "ranks": {"A": "as", "J": "valet", "Q": "damă", "K": "rege"},
        "suits": {"♠": "pică", "♥": "inimă roșie", "♦": "romb", "♣": "treflă"},
        "card": "{rank} de {suit}", "joker": "joker",
    },
}
_CARD_TOKEN = re.compile(r"(10|[2-9AJQK])([♠♥♦♣])|★")


def spoken(text: str, lang: str) -> str:
    """``text`` with each card in words, as a screen reader should say it: "7♥" → "7 of hearts",
    "7 de inimă roșie" (read as symbols, ♥ is "black heart suit", and in Romanian "inimă
    neagră", which at cards is spades)."""
    words = CARD_WORDS.get(lang, CARD_WORDS["en"])

    def say(m: "re.Match[str]") -> str:
        if m.group(0) == "★":
            return str(words["joker"])
        rank = str(words["ranks"].get(m.group(1), m.group(1)))  # type: ignore[attr-defined]
        return str(words["card"]).format(rank=rank, suit=words["suits"][m.group(2)])  # type: ignore[index]

    return _CARD_TOKEN.sub(say, text)


def number(n: int, plus: bool = False) -> str:
    """A score as printed: a true minus sign (−40, as the rule texts write it), and with
    ``plus`` a plus sign on points gained (+18)."""
    if n < 0:
        return f"\u2212{-n}"
    return f"+{n}" if plus and n > 0 else str(n)


def has(key: str) -> bool:
    return key in STRINGS


@dataclass
class Seating:
    """Who sits where, as the page names them: the seat it says "you" to (the person at this
    screen: seat 0, or in pass-and-play whoever holds it now; None when it shows someone else's
    play, a friend's challenge), and the people's names by seat (pass-and-play, a challenge).
    A seat without a name is a computer player's (Ana, Bogdan, Cristi), or "Player 1"."""

    you: Optional[int] = 0
    names: Dict[int, str] = field(default_factory=dict)


SEATING = Seating()  # the page's (``seated`` changes it for a while)


@contextmanager
def seated(you: Optional[int], names: Dict[int, str]) -> Iterator[None]:
    """``SEATING`` as given while the block runs (a replay of a friend's play), then as it was."""
    before = (SEATING.you, SEATING.names)
    SEATING.you, SEATING.names = you, dict(names)
    try:
        yield
    finally:
        SEATING.you, SEATING.names = before


def is_you(seat: int) -> bool:
    """Whether the page says "you" to ``seat`` ("Ai aruncat 7♥" rather than "Ana a aruncat 7♥")."""
    return seat == SEATING.you


def player_name(seat: int, lang: str) -> str:
    """"You" for the seat this screen speaks to; a person's name; a computer player's."""
    if seat == SEATING.you:
        return t("you", lang)
    if seat in SEATING.names:
        return SEATING.names[seat]
    return t(f"bot.{seat}", lang) if seat else t("player.n", lang, n=1)


def player_of(seat: int, lang: str) -> str:
    """A name as the owner in Romanian ("formațiile Anei", "… lui Bogdan", "… lui Mihai"); in
    English the name itself (the strings write "{name}'s")."""
    if seat != SEATING.you and seat in SEATING.names:
        return f"lui {SEATING.names[seat]}" if lang == "ro" else SEATING.names[seat]
    return t(f"bot.{seat}.of", lang) if seat else player_name(seat, lang)
