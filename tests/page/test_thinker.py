"""The computer players' worker (web/thinker.py), in CPython: it answers exactly as the page's
own players do, keeps its copy of the game in step without replaying it, and refuses what it
cannot follow. The page's side (web/thinking.py): it takes the worker's answers, and thinks
itself when the worker fails, stalls or answers out of step. The worker in a real page:
test_worker.py."""

from __future__ import annotations

import asyncio
import json
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

WEB = Path(__file__).resolve().parents[2] / "web"
sys.path.insert(0, str(WEB))

import remi  # noqa: E402
import thinker  # noqa: E402
import thinking  # noqa: E402
from remi.players import make_player  # noqa: E402

LEVELS = ("easy", "medium", "hard")


@pytest.mark.parametrize("name, players", [("gin", 2), ("oklahoma", 3), ("traditional", 3), ("remi51", 2)])
def test_the_worker_chooses_what_the_pages_player_chooses(name: str, players: int) -> None:
    game = remi.new_game(name, players, seed=41)
    levels = {seat: LEVELS[seat % 3] for seat in range(players)}
    page_players = {seat: make_player(levels[seat], game.seed + seat, game.name) for seat in range(players)}
    replica = thinker.Replica()
    asked = hints = 0
    while game.to_act is not None and len(game.actions) < 160:
        seat = game.to_act
        mine = page_players[seat].choose(game.view(seat))
        if seat != 0:
            assert replica.choose(game.to_json(), seat, levels[seat]) == str(mine)
            asked += 1
        elif game.phase not in ("hand_over", "match_over") and len(game.actions) % 2 == 0:
            assert json.loads(replica.hint(game.to_json(), seat)) == thinker.hint_data(game, seat)
            hints += 1
        game.apply(mine)
    assert asked > 10 and hints > 2
    assert replica.replays == 1  # one game, followed action by action


def test_the_copy_is_rebuilt_for_another_game_or_history() -> None:
    replica = thinker.Replica()
    game = remi.new_game("gin", 2, seed=5)
    replica.sync(game.to_json())
    assert replica.replays == 1
    branch = remi.load_game(game.to_json())
    game.apply(game.legal_actions()[0])
    branch.apply(branch.legal_actions()[-1])
    assert str(game.actions[-1]) != str(branch.actions[-1])
    assert replica.sync(game.to_json()).actions == game.actions
    assert replica.replays == 1  # one more action: applied, not replayed
    assert replica.sync(branch.to_json()).actions == branch.actions
    assert replica.replays == 2  # a different history (as after a reload of an older save)
    other = remi.new_game("gin", 2, seed=6)
    assert replica.sync(other.to_json()).seed == 6
    assert replica.replays == 3


def test_the_worker_refuses_what_it_cannot_follow() -> None:
    replica = thinker.Replica()
    game = remi.new_game("traditional", 2, seed=3)
    to_act = game.to_act
    with pytest.raises(ValueError, match="not to act"):
        replica.choose(game.to_json(), 1 - to_act, "hard")
    with pytest.raises(remi.RemiError, match="not an action"):
        replica.choose(json.dumps({**game.to_dict(), "actions": ["not an action"]}), to_act, "hard")
    assert replica.game is not None and replica.game.actions == []  # the copy is as it was
    with pytest.raises(ValueError):
        replica.choose("{", to_act, "hard")


# --------------------------------------------------------------------------- the page's side


class Console:
    def __init__(self) -> None:
        self.warnings: list = []

    def warn(self, text: str) -> None:
        self.warnings.append(text)


class Window:
    """What ``thinking.Thinker`` reads of the browser's window."""

    def __init__(self) -> None:
        self.location = type("Location", (), {"protocol": "https:"})()
        self.console = Console()


class Worker:
    """Stands in for the PyScript worker: answers with ``thinker`` (the worker's own module)
    through ``answer``, which a test may replace to make it fail, stall or answer wrongly."""

    def __init__(self) -> None:
        self.replica = thinker.Replica()
        self.answer = self.replica.choose
        self.pong = thinker.ping

    async def ping(self) -> str:
        answer = self.pong()
        return await answer if asyncio.iscoroutine(answer) else answer

    async def choose(self, save_json: str, seat: int, level: str) -> str:
        answer = self.answer(save_json, seat, level)
        return await answer if asyncio.iscoroutine(answer) else answer

    async def hint(self, save_json: str, seat: int) -> str:
        return self.replica.hint(save_json, seat)


def bot_turn(seed: int = 9):
    game = remi.new_game("gin", 2, seed=seed)
    while game.to_act == 0:
        game.apply(game.legal_actions()[0])
    return game, make_player("hard", game.seed + 1, game.name)


def run(coroutine):
    """Run to its end on an event loop of its own (Playwright's sync API keeps one running
    in this thread when the browser tests run alongside)."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()


def ask(brain, game, player):
    return run(brain.choose(game, game.to_act, "hard", player))


def test_the_page_uses_the_workers_answers_and_falls_back_when_it_fails(monkeypatch) -> None:
    brain = thinking.Thinker(Window())
    assert brain.where == "starting"
    brain.worker, brain.where = Worker(), "worker"
    game, player = bot_turn()
    expected = player.choose(game.view(game.to_act))
    assert ask(brain, game, player) == expected
    assert brain.test_json() == {"where": "worker", "told": False, "why": "", "worker": 1, "page": 0}
    hinted = run(brain.hint(game, game.to_act))
    assert hinted == thinker.hint_data(game, game.to_act)

    def wrong(save_json, seat, level):  # an action the rules refuse now
        return "knock Ac" if str(expected) != "knock Ac" else "discard Ac"

    brain.worker.answer = wrong
    assert ask(brain, game, player) == expected  # the page thought instead
    assert brain.where == "page" and brain.worker is None and brain.answers["page"] == 1
    assert "think on the page" in brain.window.console.warnings[-1]
    assert ask(brain, game, player) == expected  # and goes on thinking itself
    assert brain.answers == {"worker": 2, "page": 2}


@pytest.mark.parametrize("trouble", ["raises", "stalls"])
def test_a_worker_that_fails_or_stalls_hands_the_thinking_to_the_page(monkeypatch, trouble) -> None:
    monkeypatch.setattr(thinking, "ANSWER_TIMEOUT", 0.05)
    monkeypatch.setattr(thinking, "SECONDS_PER_ACTION", 0.0)
    brain = thinking.Thinker(Window())
    brain.worker, brain.where = Worker(), "worker"
    told: list = []
    brain.on_give_up = lambda: told.append(trouble)  # (the page's message: issue 50)

    async def stalls(save_json, seat, level):
        await asyncio.sleep(10)

    def raises(save_json, seat, level):
        raise RuntimeError("the worker was ended")

    brain.worker.answer = stalls if trouble == "stalls" else raises
    game, player = bot_turn()
    assert ask(brain, game, player) == player.choose(game.view(game.to_act))
    assert brain.test_json() == {
        "where": "page", "told": True, "worker": 0, "page": 1,
        "why": "TimeoutError: no answer to choose in time" if trouble == "stalls" else "RuntimeError: the worker was ended",
    }
    assert ask(brain, game, player) == player.choose(game.view(game.to_act))
    assert told == [trouble]  # told once


def test_a_worker_that_was_ended_is_noticed_at_its_ping_not_after_an_answers_whole_time(monkeypatch) -> None:
    """An ended worker answers nothing; the ping before the question finds it silent at once."""
    monkeypatch.setattr(thinking, "PING_TIMEOUT", 0.05)
    brain = thinking.Thinker(Window())
    brain.worker, brain.where = Worker(), "worker"
    asked: list = []

    async def silent():
        await asyncio.sleep(10)

    def answer(save_json, seat, level):
        asked.append(seat)
        return brain.worker.replica.choose(save_json, seat, level)

    brain.worker.pong, brain.worker.answer = silent, answer
    game, player = bot_turn()
    started = time.monotonic()
    assert ask(brain, game, player) == player.choose(game.view(game.to_act))
    assert time.monotonic() - started < thinking.ANSWER_TIMEOUT  # not the answer's whole time
    assert asked == []  # the question was never sent
    why = "TimeoutError: no answer to a ping within 0.05 s"
    assert brain.test_json() == {"where": "page", "told": False, "why": why, "worker": 0, "page": 1}


def test_no_worker_from_a_file_or_when_the_page_says_so() -> None:
    window = Window()
    window.location.protocol = "file:"
    assert thinking.Thinker(window).where == "page"
    window = Window()
    window.remiNoWorker = True
    brain = thinking.Thinker(window)
    run(brain.start())  # starts nothing
    assert brain.where == "page" and brain.worker is None


def test_a_hint_asked_while_a_player_thinks_waits_for_its_answer_and_keeps_the_worker(monkeypatch) -> None:
    """A worker runs one thing at a time: a ping sent while it answers a slow question is answered
    only after it. The page asks one question at a time, so the second question's ping does not
    wait behind the first and a live worker is not taken for a stopped one."""
    monkeypatch.setattr(thinking, "PING_TIMEOUT", 0.1)
    brain = thinking.Thinker(Window())
    brain.worker, brain.where = Worker(), "worker"
    busy = asyncio.Lock()  # the worker's one thread, made per run (below)
    order: list = []

    async def one_at_a_time(what, work):
        async with busy:
            order.append(what)
            result = work()
            return await result if asyncio.iscoroutine(result) else result

    async def slow_choose(save_json, seat, level):
        await asyncio.sleep(0.4)  # longer than a ping's time
        return brain.worker.replica.choose(save_json, seat, level)

    async def pong():
        return await one_at_a_time("ping", thinker.ping)

    async def answer(save_json, seat, level):  # (a worker's answer cannot be cancelled: it runs on)
        work = asyncio.ensure_future(one_at_a_time("choose", lambda: slow_choose(save_json, seat, level)))
        return await asyncio.shield(work)

    brain.worker.pong, brain.worker.answer = pong, answer
    game, player = bot_turn()
    expected = player.choose(game.view(game.to_act))

    async def both():
        nonlocal busy
        busy = asyncio.Lock()

        async def hint_meanwhile():
            await asyncio.sleep(0.05)  # (the player is thinking by then)
            return await brain.hint(game, game.to_act)

        return await asyncio.gather(brain.choose(game, game.to_act, "hard", player), hint_meanwhile())

    chosen, hinted = run(both())
    assert chosen == expected and hinted == thinker.hint_data(game, game.to_act)
    assert brain.test_json() == {"where": "worker", "told": False, "why": "", "worker": 2, "page": 0}
    assert order == ["ping", "choose", "ping"]  # (the hint itself needs no thread in this stand-in)

    # A computer player's turn cancelled while the worker thinks (an undo, a new match): the
    # worker goes on with that question, and the next question waits until it is free.
    order.clear()

    async def cancelled_then_hint():
        nonlocal busy
        busy = asyncio.Lock()
        turn = asyncio.ensure_future(brain.choose(game, game.to_act, "hard", player))
        await asyncio.sleep(0.05)
        turn.cancel()
        hinted = await brain.hint(game, game.to_act)
        return turn.cancelled(), hinted

    cancelled, hinted = run(cancelled_then_hint())
    assert cancelled and hinted == thinker.hint_data(game, game.to_act)
    assert brain.test_json() == {"where": "worker", "told": False, "why": "", "worker": 3, "page": 0}
    assert order == ["ping", "choose", "ping"]



def test_the_worker_computes_a_live_deals_heavy_steps_as_the_engine_does() -> None:
    """thinker.mental (the worker's side of Thinking.work) answers remi.mental.work's job, as JSON."""
    import json

    from remi import mental

    group = mental.Group.of(10, 256)
    job = {"job": "powers", "p": format(group.p, "x"), "x": [format(x, "x") for x in group.deck()],
           "e": [format(3 + 2 * i, "x") for i in range(10)]}
    assert json.loads(thinker.mental(json.dumps(job))) == mental.work(job)
    assert mental.work(job)["out"][1] == format(pow(group.deck()[1], 5, group.p), "x")
