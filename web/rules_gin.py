"""The "How to play" / "Cum se joacă" text of the Gin games, Gin Rummy and Oklahoma Gin, in
Romanian and English: each game's sections (``rules_section.Section``), read through
``rules_text.rules_of``. Oklahoma Gin's sections also hold the Gin Rummy ``G-`` ids, since those
rules apply to it and its moves are refused under them.
"""

from __future__ import annotations

from typing import List

from rules_section import Section

# --- Gin Rummy ---------------------------------------------------------------------------------

GIN: List[Section] = [
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

OKLAHOMA: List[Section] = [
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
