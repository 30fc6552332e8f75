"""What a joined computer may send: every field checked, everything else refused with a key."""

from __future__ import annotations

import json

import pytest

from woods_desktop.games import definition
from woods_desktop.net.codes import CodeGate
from woods_desktop.net.protocol import MAX_CLIENT_FRAME, Act, Hello, ProtocolError, parse_client

TYPES = definition("woodlanders").action_types


def _msg(**fields):
    return json.dumps({"v": 1, **fields})


def test_a_hello_and_an_action_are_read_into_their_types():
    hello = parse_client(_msg(type="hello", code="0042", name=" Ann ", token="a" * 32), TYPES)
    assert hello == Hello("0042", "Ann", "a" * 32)
    act = parse_client(_msg(type="act", id=3, action={"type": "Play", "cards": [["fox", 3]]}), TYPES)
    assert isinstance(act, Act) and act.action == TYPES["Play"]((("fox", 3),))


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("{", "net.err.malformed"),
        ("[1]", "net.err.malformed"),
        (_msg(type="act", id=1, action={"type": "Fly"}), "net.err.unknown_action"),
        (_msg(type="act", id=1, action={"type": "Play", "cards": [["fox", "3"]]}), "net.err.malformed"),
        (_msg(type="act", id=1, action={"type": "Play", "cards": [], "more": 1}), "net.err.malformed"),
        (_msg(type="act", id=True, action={"type": "Play", "cards": []}), "net.err.malformed"),
        (_msg(type="hello", code="12345", name="A"), "net.err.malformed"),
        (_msg(type="hello", code="1234", name="A", token="short"), "net.err.malformed"),
        (_msg(type="hello", code="1234", name=""), "net.err.malformed"),
        (json.dumps({"v": 9, "type": "hello"}), "net.err.version"),
        (_msg(type="shout"), "net.err.malformed"),
        ("x" * (MAX_CLIENT_FRAME + 1), "net.err.too_large"),
        (b"\x00\x01", "net.err.malformed"),
    ],
)
def test_anything_else_is_refused_with_its_key(text, key):
    with pytest.raises(ProtocolError) as refused:
        parse_client(text, TYPES)
    assert refused.value.key == key


def test_after_five_wrong_codes_an_address_waits_longer_each_time():
    now = [0.0]
    gate = CodeGate("4821", clock=lambda: now[0])
    for _ in range(4):
        assert not gate.check("10.0.0.2", "0000")
    assert gate.wait_s("10.0.0.2") == 0
    assert not gate.check("10.0.0.2", "0001")
    first = gate.wait_s("10.0.0.2")
    assert first > 0 and gate.wait_s("10.0.0.3") == 0
    now[0] += first
    assert not gate.check("10.0.0.2", "0002")
    assert gate.wait_s("10.0.0.2") == 2 * first
    now[0] += 1000
    assert gate.check("10.0.0.2", "4821") and gate.wait_s("10.0.0.2") == 0
