"""Every text the page shows, in Romanian and English: one table, one lookup.

``t("deadwood", "ro", n=12)`` formats the string for that language; a key missing in one
language falls back to English, and a missing key shows itself (never a crash).
"""

from __future__ import annotations

from typing import Dict, Optional

LANGS = ("ro", "en")
DEFAULT_LANG = "en"

STRINGS: Dict[str, Dict[str, str]] = {
    # games and setup
    "game.gin": {"en": "Gin Rummy", "ro": "Gin Remi"},
    "game.oklahoma": {"en": "Oklahoma Gin", "ro": "Oklahoma Gin"},
    "app.title": {"en": "Remi", "ro": "Remi"},
    "start.title": {"en": "New match", "ro": "Meci nou"},
    "start.game": {"en": "Game", "ro": "Joc"},
    "start.players": {"en": "Players", "ro": "Jucători"},
    "start.difficulty": {"en": "Computer players", "ro": "Adversari"},
    "difficulty.baseline": {"en": "Normal", "ro": "Normal"},
    "start.options": {"en": "Rules", "ro": "Reguli"},
    "start.play": {"en": "Deal", "ro": "Împarte cărțile"},
    "start.cancel": {"en": "Back to the game", "ro": "Înapoi la joc"},
    "menu.new": {"en": "New match", "ro": "Meci nou"},
    "menu.lang": {"en": "RO", "ro": "EN"},  # the language a tap switches to
    "menu.lang.title": {"en": "Română", "ro": "English"},
    "title.score": {"en": "You: {n}", "ro": "Tu: {n}"},
    "loading.python": {"en": "Starting Python…", "ro": "Pornește Python…"},
    # options (labels for remi.GAMES[name].option_specs())
    "opt.allow_discard_of_drawn_upcard": {
        "en": "A card taken from the discard pile may be thrown back at once",
        "ro": "Cartea luată din cărțile aruncate poate fi aruncată imediat",
    },
    "opt.big_gin": {"en": "Big gin (all 11 cards melded)", "ro": "Gin mare (toate cele 11 cărți în formații)"},
    "opt.big_gin_bonus": {"en": "Big gin bonus", "ro": "Bonus gin mare"},
    "opt.stock_end": {"en": "When the stock runs out", "ro": "Când se termină pachetul"},
    "opt.stock_end.reshuffle": {"en": "reshuffle the discards", "ro": "se amestecă cărțile aruncate"},
    "opt.stock_end.draw": {"en": "the hand is a draw", "ro": "mâna e remiză"},
    "opt.gin_bonus": {"en": "Gin bonus", "ro": "Bonus gin"},
    "opt.undercut_bonus": {"en": "Undercut bonus", "ro": "Bonus contra-bătaie"},
    "opt.target": {"en": "Match ends at", "ro": "Meciul se termină la"},
    "opt.site_rules": {
        "en": "Site rules (knock at 10, penalty points)",
        "ro": "Regulile site-ului (închidere la 10, puncte de penalizare)",
    },
    "opt.ace_upcard_gin_only": {"en": "Ace up-card: only gin", "ro": "As întors: doar gin"},
    "opt.spade_doubles": {"en": "Spade up-card doubles the score", "ro": "Pică întoarsă dublează scorul"},
    "opt.line_and_game_bonus": {"en": "Line and game bonuses", "ro": "Bonusuri de linie și de joc"},
    # table
    "you": {"en": "You", "ro": "Tu"},
    "bot.1": {"en": "Ana", "ro": "Ana"},
    "bot.2": {"en": "Bogdan", "ro": "Bogdan"},
    "bot.3": {"en": "Cristi", "ro": "Cristi"},
    "stock": {"en": "Stock", "ro": "Pachet"},
    "discard_pile": {"en": "Discard pile", "ro": "Cărți aruncate"},
    "deadwood": {"en": "Deadwood {n}", "ro": "Pierderi {n}"},
    "deadwood.word": {"en": "Deadwood", "ro": "Pierderi"},
    "knock_limit": {"en": "Knock at {n} or less", "ro": "Bat cu cel mult {n}"},
    "knock_limit.gin_only": {"en": "Only gin ends this hand", "ro": "Doar gin închide mâna"},
    "hand_no": {"en": "Hand {n}", "ro": "Mână {n}"},
    "score": {"en": "Score", "ro": "Scor"},
    "cards_n": {"en": "{n} cards", "ro": "{n} cărți"},
    "your_turn": {"en": "Your turn", "ro": "Rândul tău"},
    "status.upcard": {"en": "Take the up-card or pass", "ro": "Iei cartea întoarsă sau dai pas?"},
    "status.draw": {
        "en": "Your turn: draw from the stock or the discard pile",
        "ro": "Rândul tău: trage din pachet sau din cărțile aruncate",
    },
    "status.draw_stock_only": {"en": "Your turn: draw from the stock", "ro": "Rândul tău: trage din pachet"},
    "status.discard": {
        "en": "Discard a card: tap it, then the discard pile",
        "ro": "Aruncă o carte: atinge-o, apoi cărțile aruncate",
    },
    "status.discard_selected": {
        "en": "Tap the discard pile to throw {card}",
        "ro": "Atinge cărțile aruncate ca să arunci {card}",
    },
    "status.layoff": {
        "en": "Lay off cards onto {name}'s melds, then Done",
        "ro": "Adaugă cărți la formațiile lui {name}, apoi Gata",
    },
    "status.waiting": {"en": "{name} is thinking…", "ro": "{name} se gândește…"},
    "status.hand_over": {"en": "The hand is over", "ro": "Mâna s-a terminat"},
    "status.match_over": {"en": "The match is over", "ro": "Meciul s-a terminat"},
    "knocker_melds": {"en": "{name} knocked: melds", "ro": "{name} a bătut: formații"},
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
    # end of hand
    "kind.gin": {"en": "{name}: Gin!", "ro": "{name}: Gin!"},
    "kind.big_gin": {"en": "{name}: Big gin!", "ro": "{name}: Gin mare!"},
    "kind.knock": {"en": "{name} knocked and wins the hand", "ro": "{name} a bătut și câștigă mâna"},
    "kind.undercut": {"en": "Undercut! {name} wins the hand", "ro": "Contra-bătaie! {name} câștigă mâna"},
    "kind.gin.you": {"en": "Gin! You win the hand", "ro": "Gin! Câștigi mâna"},
    "kind.big_gin.you": {"en": "Big gin! You win the hand", "ro": "Gin mare! Câștigi mâna"},
    "kind.knock.you": {"en": "You knocked and win the hand", "ro": "Ai bătut și câștigi mâna"},
    "kind.undercut.you": {"en": "Undercut! You win the hand", "ro": "Contra-bătaie! Câștigi mâna"},
    "kind.draw": {"en": "Draw: the stock ran out", "ro": "Remiză: s-a terminat pachetul"},
    "result.points": {"en": "{n} pts", "ro": "{n} p"},
    "result.penalty_note": {"en": "penalty points: lower is better", "ro": "puncte de penalizare: mai puțin e mai bine"},
    "result.points_note": {"en": "points: higher is better", "ro": "puncte: mai mult e mai bine"},
    "result.total": {"en": "Total", "ro": "Total"},
    "result.knocker": {"en": "knocked", "ro": "a bătut"},
    "result.knocker.you": {"en": "knocked", "ro": "ai bătut"},
    "result.laid_off": {"en": "laid off", "ro": "adăugate"},
    "match.winner": {"en": "{name} wins the match!", "ro": "{name} câștigă meciul!"},
    "match.winners": {"en": "Shared win: {names}", "ro": "Victorie împărțită: {names}"},
    "match.you_win": {"en": "You win the match!", "ro": "Ai câștigat meciul!"},
    # messages
    "msg.bad_save": {
        "en": "The saved game could not be read; a new game has started.",
        "ro": "Jocul salvat nu a putut fi citit; a început un joc nou.",
    },
    "msg.bad_param": {
        "en": "The link's setting {name}={value} is not valid; using the default.",
        "ro": "Setarea {name}={value} din link nu e validă; se folosește valoarea implicită.",
    },
    "msg.bad_params": {
        "en": "The link's settings {names} are not valid; using the defaults.",
        "ro": "Setările {names} din link nu sunt valide; se folosesc valorile implicite.",
    },
    "msg.oops": {
        "en": "Something went wrong on this page; the game is saved. Reload if the table stops answering.",
        "ro": "Ceva nu a mers pe pagină; jocul e salvat. Reîncarcă dacă masa nu mai răspunde.",
    },
    "msg.not_now": {"en": "Not now: {why}", "ro": "Nu acum: {why}"},
    "msg.cannot_discard_taken": {
        "en": "You cannot throw back the card you just took",
        "ro": "Nu poți arunca înapoi cartea pe care tocmai ai luat-o",
    },
    "msg.no_storage": {
        "en": "This browser does not keep the game; it will not survive a reload.",
        "ro": "Browserul nu păstrează jocul; nu va rezista la reîncărcare.",
    },
    "error.title": {"en": "Remi could not start", "ro": "Remi nu a putut porni"},
}


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


def has(key: str) -> bool:
    return key in STRINGS


def player_name(seat: int, lang: str) -> str:
    """Seat 0 is the person at this screen; the others are computer players with names."""
    return t("you", lang) if seat == 0 else t(f"bot.{seat}", lang)
