"""The road of a live table (web/peer.js, issue 52), in two Chromium contexts on loopback: an
invitation's code answered by a reply's code opens a data channel between the two browsers with
nothing between them; a message as big as a deck's pass goes through; a reply opened in
another tab of the inviter's browser reaches the inviter's tab; a damaged code is refused."""

from __future__ import annotations

PEER = "/web/peer.js"


def open_site(new_page, site_url: str):
    page = new_page({"viewport": {"width": 390, "height": 844}})
    page.goto(site_url + "/?save=off")
    page.add_script_tag(url=site_url + PEER)
    page.wait_for_function("!!window.remiPeer")
    return page


def test_an_invitation_and_its_reply_open_a_road_between_two_browsers(new_page, site_url: str, page_problems) -> None:
    host = open_site(new_page, site_url)
    friend = open_site(new_page, site_url)
    code = host.evaluate("""async () => {
        const made = await remiPeer.invite("");
        window.road = made.road;
        window.got = [];
        road.onmessage = (text) => got.push(text);
        return made.code;
    }""")
    assert 60 < len(code) < 400, len(code)
    answer = friend.evaluate("""async (code) => {
        const made = await remiPeer.join(code, "");
        window.road = made.road;
        window.got = [];
        road.onmessage = (text) => got.push(text);
        return made.code;
    }""", code)
    assert 60 < len(answer) < 400, len(answer)
    host.evaluate("async (code) => { await road.accept(code); }", answer)
    host.wait_for_function("road.open", timeout=15_000)
    friend.wait_for_function("road.open", timeout=15_000)
    big = "x" * 11_000  # a deck's pass for Remi 51 at 384 bits
    host.evaluate("(text) => road.send(text)", big)
    friend.evaluate("() => road.send('hello')")
    friend.wait_for_function("got.length === 1", timeout=10_000)
    host.wait_for_function("got.length === 1", timeout=10_000)
    assert friend.evaluate("got[0].length") == len(big)
    assert host.evaluate("got[0]") == "hello"
    page_problems.assert_none()


def test_a_reply_opened_in_another_tab_reaches_the_inviters_tab(new_page, site_url: str, page_problems) -> None:
    inviter = open_site(new_page, site_url)
    other_tab = inviter.context.new_page()
    other_tab.goto(site_url + "/?save=off")
    other_tab.add_script_tag(url=site_url + PEER)
    inviter.evaluate("() => { window.replies = []; remiPeer.listen('Zk3a9Q_x', (code) => replies.push(code)); }")
    taken = other_tab.evaluate("() => remiPeer.handOver('Zk3a9Q_x', 'AQEE')")
    assert taken is True
    assert inviter.evaluate("replies") == ["AQEE"]
    # a reply to an invitation no tab holds is not taken: the page then shows it to copy
    assert other_tab.evaluate("() => remiPeer.handOver('nobody12', 'AQEE', 300)") is False
    page_problems.assert_none()


def test_a_damaged_code_is_refused_with_a_reason(new_page, site_url: str, page_problems) -> None:
    page = open_site(new_page, site_url)
    for code, reason in (("", "cut short"), ("AQ<>", "not a link's code"), ("AQAEYUIz", "cut short")):
        message = page.evaluate(
            "async (code) => { try { await remiPeer.join(code, ''); return 'joined'; } catch (e) { return e.message; } }", code)
        assert reason in message, (code, message)
    page_problems.assert_none()
