"""A live table's links (web/invite.py, issue 52): an invitation and its reply read back as
they were made, and a damaged one says what is wrong."""

from __future__ import annotations

import invite
import pytest
from invite import InviteError

# a packed offer (web/peer.js) with two addresses: a host's .local name and a public one
OFFER = ("AQAEYUIzZBhhYmNkZWZnaGlqa2xtbm9wcXJzdHV2d3irze8BI0VniavN7wEjRWeJq83vASNFZ4mrze8BI0VniQMBHCs9Tl9gRx"
         "iaKzxNXm9wgdQxBMsAcQfvMgIgAQ24AAAAAAAAAAAAAAABE4g")
MATCH = {"game": "remi51", "players": 4, "seed": 123456789, "level": ["hard", "medium", "medium"], "options": {"target": 300}}


def test_an_invitation_reads_back_as_it_was_made() -> None:
    made = invite.invitation(MATCH, [2, 3], 2, "Ana Maria", OFFER)
    fragment = made.fragment()
    back = invite.read_invitation("#" + fragment)
    assert back == made
    assert back.computers == [1]
    assert back.match["options"] == {"target": 300} and back.match["seed"] == 123456789
    assert invite.kind_of("#" + fragment) == "live"
    # a link a messaging app carries whole: the page's address, then about 220 characters
    assert len(fragment) < 260, len(fragment)


def test_a_reply_reads_back_as_it_was_made() -> None:
    reply = invite.Reply(invite.new_id(), 2, "Ionuț", OFFER)
    assert invite.read_reply(reply.fragment()) == reply
    assert invite.kind_of(reply.fragment()) == "reply"


@pytest.mark.parametrize(
    "change,reason",
    [
        (lambda f: f.replace("live=1", "live=9"), "another version"),
        (lambda f: f + "!x", "cut short or has something added"),
        (lambda f: f.replace("r4~", "z4~"), "not one Remi plays"),
        (lambda f: f.replace("!23!2!", "!25!2!"), "does not have"),
        (lambda f: f.replace("!23!2!", "!23!1!"), "not a friend's"),
        (lambda f: f.replace("!Ana%20Maria!", "!!"), "no name"),
        (lambda f: f.replace("!Ana%20Maria!", "!%FF!"), "damaged"),
        (lambda f: f[:-10] + "<script>", "damaged"),
        (lambda f: f + "A" * 1000, "longer than any"),
    ],
)
def test_a_damaged_invitation_says_what_is_wrong(change, reason: str) -> None:
    fragment = invite.invitation(MATCH, [2, 3], 2, "Ana Maria", OFFER, id="Zk3a9Q_x").fragment()
    with pytest.raises(InviteError, match=reason):
        invite.read_invitation(change(fragment))
