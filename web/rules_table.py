"""The "How to play" / "Cum se joacă" text of the table games, Traditional Rummy and Remi 51, in
Romanian and English: each game's sections (``rules_section.Section``), read through
``rules_text.rules_of``.
"""

from __future__ import annotations

from typing import List

from rules_section import Section

# --- Traditional Rummy -------------------------------------------------------------------------

TRADITIONAL: List[Section] = [
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

REMI51: List[Section] = [
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
