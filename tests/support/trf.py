"""A checker of FIDE TRF-16 files written from the format's specification (the FIDE Handbook's
"TRF-16" data exchange format, the columns as bbpPairings reads them), not from the service's
writer: every line's code, the player lines' columns, the result and colour codes, each game
seen from both sides, and each score against the file's point system."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

#: Result codes (TRF-16): played 1 = 0, forfeits + -, unrated W D L, byes H F U Z, blank.
RESULTS = set("10=+-WDLHFUZ ")
BYES = set("HFUZ")
OPPOSITE = {"1": {"0"}, "0": {"1"}, "=": {"="}, "+": {"-"}, "-": {"+", "-"},
            "W": {"L"}, "L": {"W"}, "D": {"D"}}


@dataclass
class Player:
    rank_number: int
    name: str
    points: float
    rank: int
    rounds: list[tuple[int | None, str, str]] = field(default_factory=list)
    organiser_id: str | None = None


@dataclass
class Trf:
    tags: dict[str, list[str]]
    players: dict[int, Player]
    point_system: dict[str, float]

    def to_pair(self, round_number: int) -> set[int]:
        """The starting ranks a pairing engine pairs in ``round_number`` (bbpPairings' and
        JaVaFo's reading): those without an entry in that round; a blank there is a trailing
        blank, no entry; ``0000 - Z`` (or a bye asked for, ``H``, ``F``) leaves one out."""
        return {number for number, player in self.players.items()
                if len(player.rounds) < round_number
                or player.rounds[round_number - 1][0:2] == (None, " ")}


def parse(text: str) -> Trf:
    """Parse and check ``text``; raises AssertionError naming what breaks the format."""
    assert text.endswith("\r"), "each line ends with CR"
    tags: dict[str, list[str]] = {}
    players: dict[int, Player] = {}
    last: Player | None = None
    for line in text.split("\r")[:-1]:
        assert "\n" not in line
        code = line[:3]
        if code == "001":
            last = _player(line)
            assert last.rank_number not in players, f"starting rank {last.rank_number} twice"
            players[last.rank_number] = last
        elif code == "###":
            match = re.fullmatch(r"### (\d{4}) (\S+)", line)
            if match and last is not None and int(match.group(1)) == last.rank_number:
                last.organiser_id = match.group(2)
        else:
            assert re.fullmatch(r"(\d{3}|XX[A-Z]|BB[WDLZFU])", code), f"unknown line {line!r}"
            assert line[3:4] == " ", line
            tags.setdefault(code, []).append(line[4:])
    assert sorted(players) == list(range(1, len(players) + 1)), "starting ranks 1..N"
    if "062" in tags:
        assert int(tags["062"][0]) == len(players)
    if "042" in tags:
        assert re.fullmatch(r"\d{4}/\d{2}/\d{2}", tags["042"][0])
    system = {"W": 1.0, "D": 0.5, "L": 0.0, "Z": 0.0, "F": 0.0, "U": 1.0}
    for letter in "WDLZFU":
        if f"BB{letter}" in tags:
            system[letter] = float(tags[f"BB{letter}"][0])
    _check_pairs(players)
    for player in players.values():
        total = sum(_points(result, system) for _, _, result in player.rounds)
        assert abs(total - player.points) < 0.05, (player.rank_number, total, player.points)
    return Trf(tags, players, system)


def _player(line: str) -> Player:
    assert len(line) >= 89, f"a player line has at least 89 columns: {line!r}"
    assert line[3] == " " and line[8] == " "
    number = int(line[4:8])
    rounds = []
    rest = line[89:]
    assert len(rest) % 10 in (0, 8), f"round blocks are ten columns: {line!r}"
    for start in range(0, len(rest), 10):
        block = rest[start:start + 10].ljust(10)
        assert block[:2] == "  " and block[6] == " " and block[8] == " ", block
        opponent_text, colour, result = block[2:6], block[7], block[9]
        assert colour in "wb- ", block
        assert result in RESULTS, block
        if opponent_text == "    ":
            assert colour == " " and result == " ", f"an unpaired round is blank: {block!r}"
            rounds.append((None, colour, result))
            continue
        opponent = int(opponent_text)
        if opponent == 0:
            assert colour == "-" and result in BYES | {"-", "+"}, f"a bye: {block!r}"
        else:
            assert opponent != number and colour in "wb" and result not in BYES, block
        rounds.append((opponent or None, colour, result))
    return Player(number, line[14:47].rstrip(), float(line[80:84]), int(line[85:89]), rounds)


def _check_pairs(players: dict[int, Player]) -> None:
    for player in players.values():
        for i, (opponent, colour, result) in enumerate(player.rounds):
            if opponent is None:
                continue
            other = players[opponent]
            assert i < len(other.rounds), f"round {i + 1}: {opponent} has no entry"
            back, back_colour, back_result = other.rounds[i]
            assert back == player.rank_number, f"round {i + 1}: {opponent} met {back}"
            assert {colour, back_colour} == {"w", "b"}, f"round {i + 1}: colours"
            assert back_result in OPPOSITE[result], f"round {i + 1}: {result} / {back_result}"


def _points(result: str, system: dict[str, float]) -> float:
    return {"1": system["W"], "+": system["W"], "W": system["W"], "F": system["W"],
            "U": system["U"], "=": system["D"], "D": system["D"], "H": system["D"],
            "0": system["L"], "L": system["L"], "-": system["F"], "Z": system["Z"],
            " ": 0.0}[result]
