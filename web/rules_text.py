"""The "How to play" / "Cum se joacă" text of each game, in Romanian and English.

Each game's rules come in a few short sections, written for a newcomer reading on a phone. A
section names the rule ids of docs/RULES.md it explains (every id of the game and every common
``C-`` id is in exactly one section of that game; Oklahoma Gin's sections also hold the Gin Rummy
``G-`` ids, since those rules apply to it and its moves are refused under them), its title and paragraphs in both languages,
and example melds or hands to draw with cards (the engine's card codes: ``7h``, ``10c``, ``*``).
The texts never name rule ids: those stay in ``rules``, for ``section_of``.
"""

from __future__ import annotations

from typing import Dict, List, Tuple, TypedDict

from games import PAGE_GAMES


class Section(TypedDict):
    id: str  # a short slug, unique within a game
    rules: List[str]  # the rule ids this section explains
    title: Dict[str, str]  # {"ro": ..., "en": ...}
    text: Dict[str, List[str]]  # {"ro": [paragraph, ...], "en": [paragraph, ...]}
    examples: List[Tuple[str, ...]]  # melds or hands to draw, each a tuple of card codes


# --- Gin Rummy ---------------------------------------------------------------------------------

_GIN: List[Section] = [
    Section(
        id="aim",
        rules=["C-5", "G-2"],
        title={"ro": "Scopul jocului", "en": "The aim"},
        text={
            "ro": [
                "Strângi cărțile în formații, pe care le ții în mână. Cărțile care rămân în afara formațiilor se "
                "numără ca puncte rămase: când ai destul de puține, bați și închei mâna.",
                "Cărțile se numără așa: asul 1, cele de la 2 la 10 cât scrie pe ele, iar J, Q și K câte 10. Dacă "
                "mâna se poate grupa în formații în mai multe feluri, contează varianta cu cele mai puține puncte "
                "rămase; jocul o găsește singur.",
                "De exemplu, din 4♠ 5♠ 6♠ 7♠ 7♦ 7♣ K♥ faci suita 4♠ 5♠ 6♠ și terța 7♠ 7♦ 7♣: rămâne doar K♥, "
                "adică 10 puncte rămase, nu 24.",
                "Scorul se ține în puncte de penalizare: câștigă meciul cine are totalul cel mai mic.",
            ],
            "en": [
                "Gather your cards into melds, which you keep in your hand. The cards left outside your melds "
                "are your deadwood: when it is low enough, you knock and end the hand.",
                "Deadwood counts ace 1, 2 to 10 their number, and J, Q and K 10 each. If your hand can be split "
                "into melds in more than one way, the split with the least deadwood counts; the game finds it "
                "for you.",
                "For example, 4♠ 5♠ 6♠ 7♠ 7♦ 7♣ K♥ makes the run 4♠ 5♠ 6♠ and the set 7♠ 7♦ 7♣: only K♥ is "
                "left, so 10 deadwood, not 24.",
                "Scores are penalty points: the lowest total wins the match.",
            ],
        },
        examples=[("4s", "5s", "6s", "7s", "7d", "7c", "Kh")],
    ),
    Section(
        id="melds",
        rules=["C-2", "C-3", "C-4", "G-3"],
        title={"ro": "Formațiile", "en": "Melds"},
        text={
            "ro": [
                "O formație este o terță sau o suită. Terța are trei sau patru cărți de aceeași valoare, fiecare "
                "de altă culoare, ca 9♣ 9♦ 9♠.",
                "Suita are cel puțin trei cărți de aceeași culoare, una după alta, fără goluri, ca 5♥ 6♥ 7♥ 8♥. "
                "Fără 7♥, cărțile 5♥ 6♥ 8♥ nu mai fac suită.",
                "Asul e întotdeauna cea mai mică carte: A♠ 2♠ 3♠ e suită, dar Q♠ K♠ A♠ nu.",
                "O carte nu poate intra în două formații deodată. Formațiile rămân în mână: nu se pune nimic pe "
                "masă până nu bate cineva.",
            ],
            "en": [
                "A meld is a set or a run. A set is three or four cards of the same rank, each of a different "
                "suit, such as 9♣ 9♦ 9♠.",
                "A run is three or more cards of one suit in a row, with no gap, such as 5♥ 6♥ 7♥ 8♥. Without "
                "the 7♥, 5♥ 6♥ 8♥ is not a run.",
                "The ace is always low: A♠ 2♠ 3♠ is a run, Q♠ K♠ A♠ is not.",
                "A card can be in only one meld at a time. Melds stay in your hand: nothing goes on the table "
                "until someone knocks.",
            ],
        },
        examples=[("9c", "9d", "9s"), ("5h", "6h", "7h", "8h"), ("As", "2s", "3s")],
    ),
    Section(
        id="deal",
        rules=["C-1", "C-7", "C-8", "G-1"],
        title={"ro": "Împărțirea", "en": "The deal"},
        text={
            "ro": [
                "Se joacă cu 52 de cărți, fără jokeri, în doi (ori, dacă vrei, în trei sau patru). În doi, fiecare "
                "primește 10 cărți; în trei sau patru, câte 7.",
                "Următoarea carte se întoarce cu fața în sus: este cartea întoarsă, prima dintre cărțile "
                "aruncate. Restul cărților, cu fața în jos, formează pachetul din care se trage.",
                "Se joacă în sensul acelor de ceasornic și începe cel din stânga celui care împarte. Cel "
                "care împarte prima mână e ales la întâmplare.",
                "Cărțile se amestecă la întâmplare, dar o mână dintr-un link se împarte de fiecare dată la fel.",
            ],
            "en": [
                "The game uses 52 cards, no jokers, and two players (or three or four, if you choose). With two "
                "players each gets 10 cards; with three or four, 7 each.",
                "The next card is turned face up: this is the up-card, the first card of the discard pile. The "
                "rest, face down, is the stock you draw from.",
                "Play goes clockwise, and the player to the dealer's left starts. The dealer of the first hand "
                "is picked at random.",
                "The cards are shuffled at random, but a deal from a link is dealt the same way every time.",
            ],
        },
        examples=[],
    ),
    Section(
        id="turn",
        rules=["C-6", "G-4", "G-5", "G-6", "G-11"],
        title={"ro": "O tură", "en": "A turn"},
        text={
            "ro": [
                "La început, cartea întoarsă se oferă pe rând, începând cu cel din stânga celui care a împărțit: "
                "fiecare o ia sau dă pas. Cine o ia aruncă apoi o carte, iar jocul continuă cu următorul. Dacă toți "
                "dau pas, primul jucător începe trăgând din pachet.",
                "După aceea, fiecare tură are două mutări: tragi cartea de deasupra pachetului sau iei ultima carte "
                "aruncată, apoi arunci o carte (sau bați, dacă poți). După ce ai tras, ai o carte în plus: 11 în "
                "doi, 8 în trei sau patru.",
                "Cartea luată din cărțile aruncate nu o poți arunca înapoi în aceeași tură, decât dacă ai permis "
                "asta din Opțiunile de reguli.",
                "Când, după o aruncare, în pachet mai rămân doar două cărți, cărțile aruncate, în afară de cea de "
                "deasupra, se amestecă și se pun sub ele. A patra oară când s-ar întâmpla asta, mâna e remiză: nu "
                "se dau puncte și același jucător împarte din nou. Din Opțiunile de reguli poți alege ca mâna să fie remiză "
                "chiar de prima dată.",
            ],
            "en": [
                "First the up-card is offered round the table, starting with the player to the dealer's left: "
                "each takes it or passes. Whoever takes it then throws a card, and play goes on with the next "
                "player. If everyone passes, the first player starts by drawing from the stock.",
                "After that every turn has two steps: draw the top card of the stock or take the top card of the "
                "discard pile, then throw a card (or knock, if you can). After the draw you hold one card more: "
                "11 with two players, 8 with three or four.",
                "You cannot throw back a card taken from the discard pile in the same turn, unless you allow it "
                "in the House rules.",
                "When a throw leaves only two cards in the stock, the discard pile, except its top card, is "
                "shuffled and put under them. The fourth time this would happen, the hand is a draw: nobody "
                "scores and the same player deals again. In the House rules you can make the hand a draw the first "
                "time instead.",
            ],
        },
        examples=[],
    ),
    Section(
        id="knock",
        rules=["G-7", "G-8", "G-9", "G-10"],
        title={"ro": "Bătaia și ginul", "en": "Knocking and gin"},
        text={
            "ro": [
                "După ce ai tras, poți bate dacă, fără cartea pe care o arunci, ai cel mult 10 puncte rămase. Arunci "
                "cartea, îți așezi cărțile pe masă, cu fața în sus, și mâna se încheie. Poți bate în orice tură, "
                "dar nu ești obligat.",
                "De exemplu, dacă după aruncare îți rămân 3♣ 4♣ 5♣, 8♦ 8♥ 8♠, J♥ Q♥ K♥ și 2♦, ai 2 puncte rămase: "
                "poți bate.",
                "Dacă bați cu toate cărțile în formații, faci gin, de exemplu cu 3♣ 4♣ 5♣, 8♦ 8♥ 8♠, 10♥ J♥ Q♥ K♥. Dacă ai "
                "activat ginul mare din Opțiunile de reguli și toate cărțile tale sunt în formații imediat după ce ai tras (11 "
                "în doi, 8 în trei sau patru), poți face gin mare fără să mai arunci.",
                "După o bătaie care nu e gin, fiecare adversar își așază formațiile și poate adăuga cărți la "
                "formațiile celui care a bătut: a patra carte la o terță sau o carte care continuă o suită la unul "
                "dintre capete. Un adversar nu adaugă la formațiile altui adversar, iar la gin nu se adaugă nimic.",
                "Dacă, după ce a adăugat, un adversar are tot atâtea puncte rămase câte are cel care a bătut, sau "
                "mai puține, face contrabătaie: câștigă el mâna. Dacă reușesc asta mai mulți, câștigă cel cu cele "
                "mai puține puncte rămase; la gin nu există contrabătaie.",
            ],
            "en": [
                "After drawing, you may knock if the cards you keep, once you throw one, hold 10 deadwood or "
                "less. You throw the card, spread your hand on the table, and the hand ends. You may knock on "
                "any turn, but you never have to.",
                "For example, keeping 3♣ 4♣ 5♣, 8♦ 8♥ 8♠, J♥ Q♥ K♥ and 2♦ after the throw, you have 2 deadwood: "
                "you can knock.",
                "Knocking with no deadwood at all is gin, as with 3♣ 4♣ 5♣, 8♦ 8♥ 8♠, 10♥ J♥ Q♥ K♥. If you turn "
                "on big gin in the House rules and all your cards are in melds right after the draw (11 with two "
                "players, 8 with three or four), you can go big gin without throwing a card.",
                "After a knock that is not gin, each opponent lays down their melds and may add cards to the "
                "knocker's melds: the fourth card of a set, or a card that continues a run at either end. "
                "Opponents never add to each other's melds, and nobody adds to a gin hand.",
                "If an opponent, after adding, has as little deadwood as the knocker or less, that is an "
                "undercut: the opponent wins the hand. If several do, the one with the least deadwood wins; gin "
                "can never be undercut.",
            ],
        },
        examples=[
            ("3c", "4c", "5c", "8d", "8h", "8s", "Jh", "Qh", "Kh", "2d"),
            ("3c", "4c", "5c", "8d", "8h", "8s", "10h", "Jh", "Qh", "Kh"),
        ],
    ),
    Section(
        id="score",
        rules=["G-12", "G-13", "G-14"],
        title={"ro": "Punctajul și sfârșitul meciului", "en": "Scoring and the end of the match"},
        text={
            "ro": [
                "Cine câștigă mâna nu primește nimic; ceilalți primesc puncte de penalizare. La bătaie, fiecare "
                "adversar primește punctele care i-au rămas după ce a adăugat, minus punctele rămase ale celui "
                "care a bătut.",
                "La gin, fiecare adversar primește toate punctele lui rămase plus 25; la gin mare, plus 31.",
                "La contrabătaie, cel care a bătut primește diferența dintre punctele lui rămase și ale celui care "
                "a făcut contrabătaie, plus 25. Ceilalți adversari primesc punctele lor rămase minus ale acestuia, "
                "dar niciodată mai puțin de 0.",
                "De exemplu, în doi: bați cu 4 puncte rămase, iar adversarul rămâne cu 15, deci primește el 11. Dacă "
                "bați cu 7 și el rămâne cu 5, primești tu (7 − 5) + 25 = 27.",
                "În doi, acesta e punctajul obișnuit de la gin, doar că punctele se trec celui care pierde mâna, nu "
                "celui care o câștigă.",
                "Meciul se termină când cineva ajunge la 100 de puncte sau mai mult; câștigă cine are totalul cel "
                "mai mic. Câștigătorul mâinii împarte mâna următoare, iar după o remiză împarte același jucător. "
                "Bonusurile și pragul de 100 se pot schimba din Opțiunile de reguli.",
            ],
            "en": [
                "The winner of the hand adds nothing; the others get penalty points. After a knock, each "
                "opponent adds their deadwood, after adding cards, minus the knocker's.",
                "After gin, each opponent adds all their deadwood plus 25; after big gin, plus 31.",
                "After an undercut, the knocker adds the difference between their deadwood and the "
                "undercutter's, plus 25. Any other opponent adds their deadwood minus the undercutter's, but "
                "never less than 0.",
                "For example, with two players: you knock with 4 and your opponent is left with 15, so they add "
                "11. If you knock with 7 and they are left with 5, you add (7 − 5) + 25 = 27.",
                "With two players these are the usual gin scores, only written against the loser of the hand "
                "instead of credited to the winner.",
                "The match ends when someone reaches 100 points or more; the lowest total wins. The winner of a "
                "hand deals the next one, and after a draw the same player deals again. The bonuses and the 100 "
                "can be changed in the House rules.",
            ],
        },
        examples=[],
    ),
]


# --- Oklahoma Gin ------------------------------------------------------------------------------

_OKLAHOMA: List[Section] = [
    Section(
        id="aim",
        rules=["C-5", "G-2"],
        title={"ro": "Scopul jocului", "en": "The aim"},
        text={
            "ro": [
                "Oklahoma se joacă la fel ca Gin Remi: strângi formații în mână și bați când îți rămân puține "
                "puncte. Diferența e că prima carte întoarsă în fiecare mână arată cu câte puncte rămase se poate "
                "bate.",
                "Punctele rămase sunt valoarea cărților din afara formațiilor: asul 1, cărțile de la 2 la 10 cât "
                "scrie pe ele, iar J, Q și K câte 10. Contează gruparea în formații care lasă cele mai puține "
                "puncte rămase; jocul o găsește singur.",
                "Aici punctele nu sunt de penalizare: le primește cine câștigă mâna. Meciul se termină la 100 și "
                "câștigă cine are totalul cel mai mare.",
            ],
            "en": [
                "Oklahoma plays like Gin Rummy: you gather melds in your hand and knock when little deadwood is "
                "left. The difference: the first up-card of each hand sets how much deadwood a knock allows.",
                "Deadwood is the cards outside your melds: ace 1, 2 to 10 their number, J, Q and K 10 each. The "
                "split into melds that leaves the least deadwood counts; the game finds it for you.",
                "Here points are won: the winner of each hand scores. The match ends at 100, and the highest "
                "total wins.",
            ],
        },
        examples=[],
    ),
    Section(
        id="melds",
        rules=["C-2", "C-3", "C-4", "G-3"],
        title={"ro": "Formațiile", "en": "Melds"},
        text={
            "ro": [
                "O formație este o terță sau o suită. Terța are trei sau patru cărți de aceeași valoare, fiecare "
                "de altă culoare, ca 7♣ 7♦ 7♥.",
                "Suita are cel puțin trei cărți de aceeași culoare, una după alta, fără goluri, ca 10♠ J♠ Q♠ K♠. "
                "Asul e întotdeauna cea mai mică carte: A♦ 2♦ 3♦ e suită, dar Q♦ K♦ A♦ nu.",
                "O carte nu poate intra în două formații deodată. Formațiile rămân în mână până bate cineva.",
            ],
            "en": [
                "A meld is a set or a run. A set is three or four cards of the same rank, each of a different "
                "suit, such as 7♣ 7♦ 7♥.",
                "A run is three or more cards of one suit in a row, with no gap, such as 10♠ J♠ Q♠ K♠. The ace "
                "is always low: A♦ 2♦ 3♦ is a run, Q♦ K♦ A♦ is not.",
                "A card can be in only one meld at a time. Melds stay in your hand until someone knocks.",
            ],
        },
        examples=[("7c", "7d", "7h"), ("10s", "Js", "Qs", "Ks"), ("Ad", "2d", "3d")],
    ),
    Section(
        id="deal",
        rules=["C-1", "C-7", "C-8", "G-1", "G-4", "OK-1", "OK-3"],
        title={"ro": "Împărțirea și cartea întoarsă", "en": "The deal and the up-card"},
        text={
            "ro": [
                "Se joacă cu 52 de cărți, fără jokeri, de obicei în doi; se poate juca și în trei sau patru. În "
                "doi, fiecare primește 10 cărți; în trei sau patru, câte 7.",
                "Următoarea carte se întoarce cu fața în sus și e prima dintre cărțile aruncate; restul, cu fața în "
                "jos, formează pachetul.",
                "Cartea întoarsă se oferă pe rând, începând cu cel din stânga celui care a împărțit: în doi, "
                "hotărăște întâi adversarul lui, apoi cel care a împărțit. Cine o ia aruncă o carte; dacă toți dau "
                "pas, primul jucător trage din pachet.",
                "Se joacă în sensul acelor de ceasornic, iar cel care împarte prima mână e ales la întâmplare. "
                "Cărțile se amestecă la întâmplare, dar o mână dintr-un link se împarte de fiecare dată la fel.",
            ],
            "en": [
                "The game uses 52 cards, no jokers, usually with two players; three or four can play too. With "
                "two players each gets 10 cards; with three or four, 7 each.",
                "The next card is turned face up and starts the discard pile; the rest, face down, is the stock.",
                "The up-card is offered in turn, starting with the player to the dealer's left: with two "
                "players, the dealer's opponent decides first, then the dealer. Whoever takes it throws a card; "
                "if everyone passes, the first player draws from the stock.",
                "Play goes clockwise, and the dealer of the first hand is picked at random. The cards are "
                "shuffled at random, but a deal from a link is dealt the same way every time.",
            ],
        },
        examples=[],
    ),
    Section(
        id="turn",
        rules=["C-6", "G-5", "G-6", "G-11", "OK-4"],
        title={"ro": "O tură", "en": "A turn"},
        text={
            "ro": [
                "La fiecare tură tragi cartea de deasupra pachetului sau iei ultima carte aruncată, apoi arunci "
                "o carte (sau bați, dacă poți).",
                "Cartea luată din cărțile aruncate nu o poți arunca înapoi în aceeași tură, decât dacă ai permis "
                "asta din Opțiunile de reguli.",
                "Când, după o aruncare, în pachet mai rămân doar două cărți și nimeni n-a bătut, mâna e remiză: nu "
                "se dau puncte și același jucător împarte din nou. Din Opțiunile de reguli poți alege, în schimb, ca pachetul să "
                "se refacă din cărțile aruncate.",
            ],
            "en": [
                "On each turn, draw the top card of the stock or take the top card of the discard pile, then "
                "throw a card (or knock, if you can).",
                "You cannot throw back a card taken from the discard pile in the same turn, unless you allow it "
                "in the House rules.",
                "When a throw leaves only two cards in the stock and nobody has knocked, the hand is a draw: "
                "nobody scores and the same player deals again. In the House rules you can choose instead to rebuild "
                "the stock from the discard pile.",
            ],
        },
        examples=[],
    ),
    Section(
        id="knock",
        rules=["G-7", "G-8", "G-9", "G-10", "OK-2"],
        title={"ro": "Bătaia: limita dată de cartea întoarsă", "en": "Knocking: the up-card sets the limit"},
        text={
            "ro": [
                "Valoarea primei cărți întoarse este limita de bătaie pentru toată mâna: cu 6♦ întors poți bate cu "
                "cel mult 6 puncte rămase, iar cu 10, J, Q sau K întors, cu cel mult 10. Limita nu se schimbă nici după "
                "ce cineva ia cartea; o vezi deasupra pachetului și a cărților aruncate.",
                "Dacă se întoarce un as, limita e 1. Cu opțiunea „As întors: doar gin” din Opțiunile de reguli, mâna se poate "
                "încheia doar cu gin. Cu opțiunea „Pică întoarsă dublează scorul”, dacă se întoarce o pică, toate "
                "punctele mâinii se dublează.",
                "De exemplu, cu 6♦ întors, mâna 3♣ 4♣ 5♣, 8♦ 8♥ 8♠, J♥ Q♥ K♥ și 5♦ are 5 puncte rămase: poți bate.",
                "Restul e ca la Gin Remi: bătaia cu toate cărțile în formații e gin, iar după o bătaie care nu e "
                "gin, adversarul își așază formațiile și poate adăuga cărți la formațiile celui care a bătut. Dacă "
                "rămâne cu tot atâtea puncte câte are acesta, sau cu mai puține, face contrabătaie și câștigă el "
                "mâna. Ginul mare se joacă doar dacă îl activezi din Opțiunile de reguli.",
            ],
            "en": [
                "The value of the first up-card is the knock limit for the whole hand: with 6♦ turned up you "
                "may knock with 6 deadwood or less, with a 10, J, Q or K with 10 or less. The limit stays the "
                "same after someone takes the card, and it is shown above the stock and the discard pile.",
                "An ace turned up means a limit of 1. With the option “Ace up-card: only gin” in the House rules, only "
                "gin can end the hand. With the option “Spade up-card doubles the score”, a spade turned up "
                "doubles every score of the hand.",
                "For example, with 6♦ turned up, the hand 3♣ 4♣ 5♣, 8♦ 8♥ 8♠, J♥ Q♥ K♥ and 5♦ has 5 deadwood: "
                "you can knock.",
                "The rest is as in Gin Rummy: a knock with no deadwood is gin, and after a knock that is not "
                "gin, the opponent lays down their melds and may add cards to the knocker's melds. If they are "
                "left with as little deadwood as the knocker or less, that is an undercut and they win the hand. "
                "Big gin is played only if you turn it on in the House rules.",
            ],
        },
        examples=[("3c", "4c", "5c", "8d", "8h", "8s", "Jh", "Qh", "Kh", "5d")],
    ),
    Section(
        id="score",
        rules=["G-12", "G-13", "G-14", "OK-5", "OK-6", "OK-7"],
        title={"ro": "Punctajul și sfârșitul meciului", "en": "Scoring and the end of the match"},
        text={
            "ro": [
                "Punctele le primește cine câștigă mâna. La bătaie, cel care a bătut primește diferența dintre "
                "punctele rămase ale adversarului (după ce acesta a adăugat) și ale sale.",
                "La gin primește toate punctele rămase ale adversarului plus 25. La contrabătaie, adversarul primește "
                "diferența plus 10. În trei sau patru, câștigătorul adună punctele de la fiecare adversar.",
                "De exemplu, cu 7♣ întors, bați cu 5 puncte rămase și adversarul rămâne cu 19: primești 14. Dacă ar "
                "fi rămas cu 3, ar fi făcut contrabătaie și ar fi primit el (5 − 3) + 10 = 12.",
                "Meciul se termină când cineva ajunge la 100 sau mai mult; câștigă cine are totalul cel mai mare. "
                "Câștigătorul mâinii împarte mâna următoare. Cu „Bonusuri pentru meci și mâini câștigate”, la final "
                "cel aflat în frunte mai primește 100, iar fiecare jucător, câte 25 pentru fiecare mână câștigată.",
                "Cu „Regulile site-ului”, limita de bătaie e mereu 10, pachetul se reface din cărțile aruncate, iar "
                "scorul se ține în puncte de penalizare, ca la Gin Remi: meciul se termină la 100 și câștigă cine "
                "are totalul cel mai mic.",
            ],
            "en": [
                "Points go to the winner of the hand. After a knock, the knocker scores the difference between "
                "the opponent's deadwood, after adding cards, and their own.",
                "After gin, the knocker scores all the opponent's deadwood plus 25. After an undercut, the "
                "opponent scores the difference plus 10. With three or four players, the winner adds up the "
                "points from every opponent.",
                "For example, with 7♣ turned up, you knock with 5 and your opponent is left with 19: you score "
                "14. Had they been left with 3, they would have undercut you and scored (5 − 3) + 10 = 12.",
                "The match ends when someone reaches 100 or more; the highest total wins. The winner of a hand "
                "deals the next one. With “Line and game bonuses”, at the end the leader gets 100 more and "
                "every player 25 for each hand won.",
                "With “Site rules”, the knock limit is always 10, the stock is rebuilt from the discard pile, "
                "and scores are penalty points as in Gin Rummy: the match ends at 100 and the lowest total "
                "wins.",
            ],
        },
        examples=[],
    ),
]


# --- Traditional Rummy -------------------------------------------------------------------------

_TRADITIONAL: List[Section] = [
    Section(
        id="aim",
        rules=["C-1", "C-7", "C-8", "TR-1"],
        title={"ro": "Scopul și împărțirea", "en": "The aim and the deal"},
        text={
            "ro": [
                "Încerci să scapi primul de toate cărțile: le așezi pe masă în formații, adaugi la formațiile de pe "
                "masă și termini aruncând ultima carte. Ceilalți primesc puncte de penalizare pentru ce le-a rămas "
                "în mână, iar la sfârșitul meciului câștigă cine are totalul cel mai mic.",
                "Se joacă în doi, trei sau patru, cu două pachete de cărți și doi jokeri: 106 cărți, deci fiecare "
                "carte apare de două ori. Fiecare jucător primește 13 cărți, o carte se întoarce cu fața în sus și "
                "e prima dintre cărțile aruncate, iar restul formează pachetul.",
                "Se joacă în sensul acelor de ceasornic și începe cel din stânga celui care împarte. Cel care "
                "împarte prima mână e ales la întâmplare; o mână dintr-un link se împarte însă de fiecare dată la "
                "fel.",
            ],
            "en": [
                "Be the first to get rid of all your cards: lay them on the table in melds, add to the melds "
                "already there, and finish by throwing your last card. The others get penalty points for what "
                "is left in their hands, and the lowest total at the end of the match wins.",
                "Two, three or four play, with two decks and two jokers: 106 cards, so every card is there "
                "twice. Each player gets 13 cards, one card is turned up as the first of the discard pile, and "
                "the rest is the stock.",
                "Play goes clockwise, and the player to the dealer's left starts. The dealer of the first deal "
                "is picked at random; a deal from a link, though, is dealt the same way every time.",
            ],
        },
        examples=[],
    ),
    Section(
        id="melds",
        rules=["C-2", "C-3", "C-4", "TR-2"],
        title={"ro": "Formațiile și jokerii", "en": "Melds and jokers"},
        text={
            "ro": [
                "Terța are trei sau patru cărți de aceeași valoare, fiecare de altă culoare, așa că aceeași "
                "carte, de exemplu 9♣, nu poate apărea de două ori într-o terță. Suita are cel puțin trei cărți "
                "de aceeași culoare, una după alta.",
                "Asul poate fi înainte de 2 (A♣ 2♣ 3♣) sau după K (Q♦ K♦ A♦), dar nu în același timp înainte de 2 "
                "și după K: K♦ A♦ 2♦ nu e suită.",
                "Jokerul (★) ține locul oricărei cărți care lipsește dintr-o formație: în 5♥ ★ 7♥ este 6♥, iar în "
                "J♣ J♦ ★, un J de altă culoare. Orice formație are cel puțin o carte care nu e joker.",
                "O carte nu poate intra în două formații deodată.",
            ],
            "en": [
                "A set is three or four cards of the same rank, each of a different suit, so the same card, "
                "say 9♣, cannot be in a set twice. A run is three or more cards of one suit in a row.",
                "An ace can be low (A♣ 2♣ 3♣) or high (Q♦ K♦ A♦), but not both at once: K♦ A♦ 2♦ is not a run.",
                "A joker (★) stands for any card a meld is missing: in 5♥ ★ 7♥ it is the 6♥, and in J♣ J♦ ★ it "
                "is a J of another suit. Every meld holds at least one card that is not a joker.",
                "A card can be in only one meld at a time.",
            ],
        },
        examples=[("5h", "*", "7h"), ("Jc", "Jd", "*"), ("Qd", "Kd", "Ad"), ("Ac", "2c", "3c")],
    ),
    Section(
        id="turn",
        rules=["C-6", "TR-3", "TR-4", "TR-5", "TR-8"],
        title={"ro": "O tură", "en": "A turn"},
        text={
            "ro": [
                "Tragi cartea de deasupra pachetului sau iei ultima carte aruncată. Apoi, dacă vrei și în ce "
                "ordine vrei, așezi formații noi, adaugi la formațiile de pe masă și schimbi jokeri. La sfârșit "
                "arunci o carte, chiar și pe cea pe care tocmai ai luat-o.",
                "Pentru prima formație nu există o valoare minimă: poți așeza orice formație corectă. Poți și să "
                "păstrezi formațiile în mână, ca să le așezi într-o tură următoare.",
                "După ce ai pe masă o formație a ta, poți adăuga cărți la orice formație, indiferent cine a "
                "așezat-o: a patra carte la o terță sau o carte care continuă o suită la unul dintre capete. Poți "
                "adăuga și un joker, la capătul unei suite sau într-o terță de trei cărți; formațiile de pe masă nu "
                "se despart și nu se mută.",
                "Când pachetul se termină, după aruncare, cărțile aruncate, în afară de ultima, se amestecă și devin "
                "noul pachet. Dacă pachetul s-a refăcut deja de cinci ori, mâna se termină și nu se dau puncte.",
            ],
            "en": [
                "Draw the top card of the stock or take the top card of the discard pile. Then, if you like and "
                "in any order, lay down new melds, add to the melds on the table and exchange jokers. Finally "
                "throw a card, even the one you have just taken.",
                "Your first meld needs no minimum value: any correct meld can go down. You may also keep melds "
                "in your hand for a later turn.",
                "Once you have a meld of your own on the table, you may add cards to any meld, whoever laid it: "
                "the fourth card of a set, or a card that continues a run at either end. You may add a joker "
                "too, at the end of a run or into a set of three; melds on the table are never split or moved.",
                "When the stock runs out, after the throw, the discard pile, except the card just thrown, is "
                "shuffled into a new stock. If the stock has already been rebuilt five times, the deal ends "
                "with no score.",
            ],
        },
        examples=[],
    ),
    Section(
        id="jokers",
        rules=["TR-6", "TR-7"],
        title={"ro": "Schimbarea jokerului", "en": "Exchanging a joker"},
        text={
            "ro": [
                "Dintr-o suită de pe masă poți lua jokerul punând în locul lui exact cartea pe care o înlocuiește: "
                "cu 6♥ iei jokerul din 5♥ ★ 7♥. Jokerul îți intră în mână și îl poți folosi acum sau mai târziu.",
                "Dintr-o terță ca 10♠ 10♥ ★, jokerul se poate lua doar punând ambele cărți care lipsesc, 10♦ și "
                "10♣. Dacă pui doar una, terța ajunge la patru cărți și se închide, iar jokerul rămâne acolo "
                "definitiv.",
                "Ca și la adăugare, poți schimba un joker doar după ce ai pe masă o formație a ta.",
            ],
            "en": [
                "From a run on the table you can take the joker by putting in its place the exact card it "
                "stands for: 6♥ frees the joker of 5♥ ★ 7♥. The joker goes to your hand, to use now or later.",
                "From a set such as 10♠ 10♥ ★, the joker is freed only by both missing cards, 10♦ and 10♣. If "
                "you put in just one, the set has four cards and is closed, and the joker stays there for good.",
                "As with adding cards, you may exchange a joker only once you have a meld of your own on the "
                "table.",
            ],
        },
        examples=[("5h", "*", "7h"), ("10s", "10h", "*")],
    ),
    Section(
        id="out",
        rules=["TR-9", "TR-10"],
        title={"ro": "Închiderea și „Remi!”", "en": "Going out and rummy"},
        text={
            "ro": [
                "Închizi când toate cărțile tale, în afară de una, sunt pe masă, în formații sau adăugate la "
                "formații, iar pe ultima o arunci. Mâna se termină pe loc: ceilalți nu mai pot așeza nimic.",
                "Ultima carte trebuie aruncată, așa că nu poți așeza tot: păstrează mereu o carte de aruncat.",
                "Dacă închizi fără să fi pus nimic pe masă înainte, așezând totul într-o singură tură, ai făcut "
                "„Remi!”: fiecare dintre ceilalți mai primește 25 de puncte de penalizare.",
            ],
            "en": [
                "You go out when all your cards but one are on the table, in melds or added to melds, and you "
                "throw that last one. The deal ends at once: the others cannot lay anything down.",
                "The last card must be thrown, so you cannot lay everything down: always keep a card to throw.",
                "Going out with nothing on the table before, laying it all down in that one turn, is a rummy: "
                "every other player gets 25 more penalty points.",
            ],
        },
        examples=[],
    ),
    Section(
        id="score",
        rules=["C-5", "TR-11", "TR-12"],
        title={"ro": "Punctajul și sfârșitul meciului", "en": "Scoring and the end of the match"},
        text={
            "ro": [
                "Cine a închis nu primește nimic. Ceilalți primesc puncte de penalizare pentru toate cărțile rămase "
                "în mână, chiar și pentru cele care ar face formații: cărțile de la 2 la 10 cât scrie pe ele, J, Q "
                "și K câte 10, asul 11, jokerul 25.",
                "De exemplu, dacă îți rămân 5♣, K♦, A♠ și ★, primești 5 + 10 + 11 + 25 = 51, sau 76 dacă cel care a "
                "închis a făcut „Remi!”.",
                "Meciul se termină când cineva ajunge la 500 de puncte sau mai mult; câștigă cine are totalul cel "
                "mai mic. Din Opțiunile de reguli poți alege, în schimb, un număr fix de mâini. Mâna următoare o împarte "
                "jucătorul din stânga.",
            ],
            "en": [
                "The player who went out adds nothing. The others get penalty points for every card left in "
                "their hands, even cards that would make a meld: 2 to 10 their number, J, Q and K 10, ace 11, "
                "joker 25.",
                "For example, left with 5♣, K♦, A♠ and ★ you add 5 + 10 + 11 + 25 = 51, or 76 if the player who "
                "went out made a rummy.",
                "The match ends when someone reaches 500 points or more; the lowest total wins. In the House rules "
                "you can play a fixed number of deals instead. The player on the left deals the next deal.",
            ],
        },
        examples=[("5c", "Kd", "As", "*")],
    ),
]


# --- Remi 51 -----------------------------------------------------------------------------------

_REMI51: List[Section] = [
    Section(
        id="aim",
        rules=["C-1", "C-7", "C-8", "R51-1", "R51-2"],
        title={"ro": "Scopul și împărțirea", "en": "The aim and the deal"},
        text={
            "ro": [
                "Ca la Remi Tradițional, încerci să scapi de toate cărțile. Dar, înainte să pui ceva pe masă, "
                "trebuie să deschizi: să așezi, într-o singură tură, formații care fac cel puțin 51 de puncte.",
                "Se joacă în doi, trei sau patru, cu două pachete de cărți și patru jokeri: 108 cărți (din Opțiunile de reguli "
                "poți alege să fie doar doi jokeri). Cel din stânga celui care împarte primește 15 cărți, ceilalți "
                "câte 14.",
                "Nu se întoarce nicio carte: la început nu există cărți aruncate, iar restul cărților formează "
                "pachetul. Cel cu 15 cărți nu trage în prima lui tură, ci doar aruncă o carte, eventual după ce "
                "deschide, dacă poate și vrea.",
                "Se joacă în sensul acelor de ceasornic. Cel care împarte prima mână e ales la întâmplare; o mână "
                "dintr-un link se împarte însă de fiecare dată la fel.",
            ],
            "en": [
                "As in Traditional Rummy, you want to get rid of all your cards. But before you put anything on "
                "the table you must open: lay down, in one turn, melds worth at least 51 points.",
                "Two, three or four play, with two decks and four jokers: 108 cards (in the House rules you can choose "
                "just two jokers). The player to the dealer's left gets 15 cards, the others 14 each.",
                "No card is turned up: the discard pile starts empty, and the rest of the cards are the stock. "
                "The player with 15 cards does not draw on their first turn, but just throws a card, after "
                "opening if they can and want to.",
                "Play goes clockwise. The dealer of the first deal is picked at random; a deal from a link, "
                "though, is dealt the same way every time.",
            ],
        },
        examples=[],
    ),
    Section(
        id="melds",
        rules=["C-2", "C-3", "C-4", "R51-4", "R51-5"],
        title={"ro": "Formațiile", "en": "Melds"},
        text={
            "ro": [
                "Suita are cel puțin trei cărți de aceeași culoare, una după alta, și poate fi oricât de lungă. "
                "Asul poate fi la început (A♣ 2♣ 3♣) sau la sfârșit (Q♥ K♥ A♥), dar suita nu continuă după as: K♥ "
                "A♥ 2♥ nu e suită.",
                "Terța are trei sau patru cărți de aceeași valoare, fiecare de altă culoare. Terța de patru cărți "
                "e închisă: nu i se mai poate adăuga nimic, nici măcar un joker.",
                "Jokerul ține locul unei cărți care lipsește, ca în J♣ ★ K♣, unde este Q♣; orice formație are cel "
                "puțin o carte care nu e joker. O carte nu poate intra în două formații deodată.",
            ],
            "en": [
                "A run is three or more cards of one suit in a row, as long as you like. An ace can start it "
                "(A♣ 2♣ 3♣) or end it (Q♥ K♥ A♥), but a run does not go on past the ace: K♥ A♥ 2♥ is not a run.",
                "A set is three or four cards of the same rank, each of a different suit. A set of four is "
                "closed: nothing more can be added to it, not even a joker.",
                "A joker stands for a missing card, as in J♣ ★ K♣, where it is the Q♣; every meld holds at least "
                "one card that is not a joker. A card can be in only one meld at a time.",
            ],
        },
        examples=[("Ac", "2c", "3c"), ("Qh", "Kh", "Ah"), ("9c", "9d", "9h", "9s"), ("Jc", "*", "Kc")],
    ),
    Section(
        id="open",
        rules=["R51-3", "R51-6"],
        title={"ro": "Deschiderea de 51", "en": "Opening with 51"},
        text={
            "ro": [
                "Ca să deschizi, așezi într-o singură tură formații care împreună fac cel puțin 51 de puncte. Până "
                "nu deschizi, nu poți așeza formații mai mici și nici nu poți adăuga la formațiile de pe masă.",
                "Cărțile se numără așa: asul, 10, J, Q și K câte 10, iar cărțile de la 2 la 9 cât scrie pe ele. "
                "Jokerul valorează cât cartea pe care o înlocuiește, iar asul valorează 10 și la începutul, și la "
                "sfârșitul unei suite.",
                "În tura deschiderii, fiecare formație poate avea cel mult un joker. Formațiile se așază una câte "
                "una; dacă ai început deschiderea, trebuie s-o completezi până la 51 înainte să arunci.",
                "De exemplu, 8♦ 9♦ 10♦ și 8♣ 8♥ 8♠ fac 27 + 24 = 51, iar J♣ Q♣ K♣ și 7♥ ★ 7♠ fac 30 + 21 = 51: "
                "ambele ajung. Q♥ K♥ A♥ și A♠ 2♠ 3♠ fac doar 30 + 15 = 45.",
            ],
            "en": [
                "To open, lay down in one turn melds worth at least 51 points together. Until you open, you can "
                "neither lay down smaller melds nor add to the melds on the table.",
                "How cards count: ace, 10, J, Q and K 10 each, 2 to 9 their number. A joker is worth the card it "
                "stands for, and an ace is worth 10 at either end of a run.",
                "In the turn you open, each meld may hold at most one joker. The melds go down one at a time; "
                "once you have started the opening, you must bring it to 51 before you throw a card.",
                "For example, 8♦ 9♦ 10♦ and 8♣ 8♥ 8♠ make 27 + 24 = 51, and J♣ Q♣ K♣ and 7♥ ★ 7♠ make "
                "30 + 21 = 51: both are enough. Q♥ K♥ A♥ and A♠ 2♠ 3♠ make only 30 + 15 = 45.",
            ],
        },
        examples=[("8d", "9d", "10d", "8c", "8h", "8s"), ("Jc", "Qc", "Kc", "7h", "*", "7s")],
    ),
    Section(
        id="turn",
        rules=["C-6", "R51-7", "R51-8"],
        title={"ro": "O tură și cărțile aruncate", "en": "A turn and the discard pile"},
        text={
            "ro": [
                "Tragi cartea de deasupra pachetului sau iei ultima carte aruncată. Apoi, dacă ai deschis sau "
                "deschizi acum, așezi formații și adaugi la cele de pe masă; la sfârșit arunci o carte.",
                "Cât timp toți își joacă încă prima tură, poți lua cartea aruncată fără nicio obligație. După "
                "aceea, dacă n-ai deschis și iei cartea aruncată, trebuie să deschizi în aceeași tură, iar cartea "
                "luată trebuie să intre în formațiile deschiderii. Dacă nu poți deschide cu ea, nu o poți lua.",
                "După ce ai deschis, poți lua liber din cărțile aruncate, poți așeza formații de orice valoare și "
                "poți adăuga la orice formație de pe masă, indiferent cine a așezat-o, cât timp rămâne o terță sau "
                "o suită corectă.",
            ],
            "en": [
                "Draw the top card of the stock or take the top card of the discard pile. Then, if you have "
                "opened or open now, lay down melds and add to those on the table; finally throw a card.",
                "While everyone is still playing their first turn, you may take the discarded card with no "
                "strings attached. After that, if you have not opened and you take it, you must open in the "
                "same turn, with that card in the opening's melds. If you cannot open with it, you cannot take "
                "it.",
                "Once you have opened, you may take from the discard pile freely, lay down melds of any value "
                "and add to every meld on the table, whoever laid it, as long as each stays a correct set or "
                "run.",
            ],
        },
        examples=[],
    ),
    Section(
        id="jokers",
        rules=["R51-9"],
        title={"ro": "Jokerii", "en": "Jokers"},
        text={
            "ro": [
                "Jokerul ține locul unei cărți dintr-o formație și valorează cât ea. După ce ai deschis, poți "
                "adăuga un joker la capătul unei suite sau într-o terță de trei cărți.",
                "Tot după deschidere poți lua un joker de pe masă: dintr-o suită, punând exact cartea pe care o "
                "înlocuiește; dintr-o terță, punând ambele cărți care lipsesc. De exemplu, cu 5♦ iei jokerul din 4♦ "
                "★ 6♦.",
                "Jokerul luat nu rămâne în mână: trebuie să-l pui într-o formație nouă în aceeași tură, nu la o "
                "formație de pe masă. Dacă nu poți face o formație nouă cu el, nu-l poți lua.",
            ],
            "en": [
                "A joker stands for a card of a meld and is worth that card. Once you have opened, you may add a "
                "joker at the end of a run or into a set of three.",
                "Once open, you can also take a joker from the table: from a run with the exact card it "
                "stands for, from a set with both missing cards. For example, 5♦ frees the joker of 4♦ ★ 6♦.",
                "The joker you take cannot stay in your hand: it must go into a new meld in the same turn, not "
                "onto a meld on the table. If you cannot make a new meld with it, you cannot take it.",
            ],
        },
        examples=[("4d", "*", "6d")],
    ),
    Section(
        id="out",
        rules=["C-5", "R51-10", "R51-11", "R51-12", "R51-13"],
        title={"ro": "Închiderea și punctajul", "en": "Going out and scoring"},
        text={
            "ro": [
                "Mâna se termină când cineva rămâne fără cărți, aruncând-o pe ultima: ultima carte se aruncă, nu se "
                "așază niciodată pe masă.",
                "Dacă n-ai deschis încă și, într-o singură tură, pui toate cărțile în afară de una în formații noi "
                "ale tale și o arunci pe ultima, ai închis din mână. Ca să fie închidere din mână, în tura aceea nu "
                "adaugi nimic la formațiile altora și nu le iei jokerii. Formațiile tale sunt totodată deschiderea, "
                "deci trebuie să facă cel puțin 51, cu cel mult un joker fiecare.",
                "Cine închide primește −40, iar cine închide din mână, −80. Dintre ceilalți, cine a deschis "
                "primește valoarea tuturor cărților rămase în mână, plus 20 pentru fiecare joker; cine n-a deschis "
                "primește 100, orice cărți ar avea. După o închidere din mână, punctele celorlalți se dublează.",
                "De exemplu, dacă ai deschis și îți rămân în mână 3♣, Q♦ și ★, primești 3 + 10 + 20 = 33.",
                "Meciul se termină când cineva ajunge la 500 sau mai mult; câștigă cine are totalul cel mai mic. "
                "Pentru că totalurile tind să scadă, la Remi 51 e adesea mai potrivit un număr fix de mâini, pe "
                "care îl alegi din Opțiunile de reguli. Mâna următoare o împarte jucătorul din stânga.",
            ],
            "en": [
                "The deal ends when someone runs out of cards by throwing their last one; the last card is "
                "thrown, never laid down.",
                "If you have not opened yet and, in one turn, put all your cards but one into new melds of your "
                "own and throw the last one, you go out from hand. To count as that, you add nothing to other "
                "players' melds that turn and take none of their jokers. Your melds are also your opening, so "
                "they are worth at least 51, with at most one joker each.",
                "Going out scores −40, from hand −80. A player who has opened adds the value of every card left "
                "in hand, plus 20 for each joker; a player who has not opened adds 100, whatever they hold. "
                "After going out from hand, the others' scores are doubled.",
                "For example, if you have opened and are left with 3♣, Q♦ and ★, you add 3 + 10 + 20 = 33.",
                "The match ends when someone reaches 500 or more; the lowest total wins. Since totals tend to "
                "sink, a fixed number of deals, chosen in the House rules, often suits Remi 51 better. The player on "
                "the left deals the next deal.",
            ],
        },
        examples=[("3c", "Qd", "*")],
    ),
]


_RULES: Dict[str, List[Section]] = {
    "gin": _GIN,
    "oklahoma": _OKLAHOMA,
    "traditional": _TRADITIONAL,
    "remi51": _REMI51,
}
# every game the page draws, each with its own (a game without them fails here, by name: it once
# showed Gin's rules)
if set(PAGE_GAMES) - set(_RULES):
    raise KeyError(f"no rules text for {sorted(set(PAGE_GAMES) - set(_RULES))} (rules_text._RULES)")
GAMES_RULES: Dict[str, List[Section]] = {name: _RULES[name] for name in PAGE_GAMES}


def rules_of(game: str) -> List[Section]:
    """The sections of ``game``'s rules; a ``KeyError`` that says where to add them if it has none."""
    found = GAMES_RULES.get(game)
    if found is None:
        raise KeyError(f"no rules text for {game!r}: add its sections to rules_text.GAMES_RULES")
    return found


def section_of(game: str, rule: str) -> str:
    """The id of the section of ``game`` that explains ``rule`` (``KeyError`` if none does)."""
    for section in rules_of(game):
        if rule in section["rules"]:
            return section["id"]
    raise KeyError(f"{game}: no section explains {rule}")
