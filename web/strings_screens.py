"""The page's texts for the screens beside the table, in Romanian and English: the replays, sharing
a match, a challenge by link, the look and sound, the statistics, keyboard play and the table in
words for a screen reader. ``i18n.STRINGS`` joins this table and ``strings_match.STRINGS``;
``i18n.t`` looks a key up there.
"""

from __future__ import annotations

from typing import Dict

STRINGS: Dict[str, Dict[str, str]] = {
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
