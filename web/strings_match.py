"""The page's texts for a match, in Romanian and English: the games' names, the new-match form and
its house rules, the table, the moves and the refusals, the buttons, following the play, the end
of a hand and the messages. ``i18n.STRINGS`` joins this table and ``strings_screens.STRINGS``;
``i18n.t`` looks a key up there.
"""

from __future__ import annotations

from typing import Dict

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
        "ro": "Deschide cu formații de cel puțin {need_points} (alege cărți, apoi Așază) sau aruncă",
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
    "why.upcard_first": {"en": "take or pass the up-card first", "ro": "întâi iei cartea întoarsă sau dai pas"},
    "why.all_passed": {
        "en": "everyone passed the up-card: this first turn draws from the stock",
        "ro": "toți au dat pas la cartea întoarsă: în prima tură se trage din pachet",
    },
    "why.just_taken": {
        "en": "{card} was just taken from the discard pile: it cannot be thrown this turn",
        "ro": "tocmai ai luat {card} din cărțile aruncate: nu o poți arunca în tura asta",
    },
    "why.no_first_draw": {
        "en": "with 15 cards you do not draw on the first turn, but open or throw a card",
        "ro": "cu 15 cărți nu tragi în prima tură, ci deschizi sau arunci o carte",
    },
    "why.stock_empty": {"en": "the stock is empty", "ro": "pachetul s-a terminat"},
    "why.discard_empty": {"en": "there is no card on the discard pile", "ro": "nu e nicio carte aruncată"},
    "why.match_over": {"en": "the match is over", "ro": "meciul s-a terminat"},
    "why.nobody": {"en": "nobody plays now", "ro": "acum nu joacă nimeni"},
    "why.only_gin": {
        "en": "only gin ends this hand: throwing {card} leaves {left}",
        "ro": "mâna asta se încheie doar cu gin: dacă arunci {card}, ai {left}",
    },
    "why.knock_limit": {
        "en": "throwing {card} leaves {left}; to knock you need {need} or less",
        "ro": "dacă arunci {card}, ai {left}; ca să bați, trebuie să ai cel mult {need}",
    },
    "why.no_big_gin": {"en": "big gin is not played in this match", "ro": "în meciul acesta nu se joacă gin mare"},
    "why.big_gin_all": {
        "en": "big gin needs every card of your hand in melds",
        "ro": "pentru gin mare, toate cărțile din mână trebuie să fie în formații",
    },
    "why.joker_for_joker": {
        "en": "a joker is exchanged for cards that are not jokers",
        "ro": "jokerul se schimbă doar pe cărți care nu sunt jokeri",
    },
    "why.no_joker": {"en": "there is no joker in that meld", "ro": "în formația aceea nu e niciun joker"},
    "why.joker_exact": {
        "en": "a joker in a run is exchanged only for the card it stands for",
        "ro": "jokerul dintr-o suită se schimbă doar pe cartea căreia îi ține locul",
    },
    "why.one_natural": {
        "en": "a meld needs at least one card that is not a joker",
        "ro": "o formație are nevoie de cel puțin o carte care nu e joker",
    },
    "why.only_joker": {"en": "only a joker can stand for another card", "ro": "doar jokerul poate ține locul altei cărți"},
    "why.joker_not_here": {
        "en": "a joker cannot stand for that card in this run",
        "ro": "jokerul nu poate ține locul acelei cărți în suita asta",
    },
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
    # a live table (livewire.py): the deal's end checked in every browser, or a deal that does not check
    "msg.live_checking": {
        "en": "Every browser shows its keys: checking the deal…",
        "ro": "Fiecare browser își arată cheile: se verifică mâna…",
    },
    "msg.live_stopped": {
        "en": "This hand does not check, so the table stops: {why}",
        "ro": "Mâna aceasta nu se verifică, așa că masa se oprește: {why}",
    },
    "msg.pick_to_throw": {
        "en": "To throw a card, pick it, then tap the discard pile (or drag it there)",
        "ro": "Ca să arunci o carte, alege-o, apoi atinge cărțile aruncate (sau glisează-o acolo)",
    },
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
}
