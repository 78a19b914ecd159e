"""Every status the server sends is a problem (docs/rulings/contract.md), tested on a real gunicorn
over raw sockets: the errors gunicorn answers itself (a request line over its limit, too many or
too long header fields, a request that is not HTTP/1.1), a path with "//", and chunked bodies,
which have the limits of a declared length. With gunicorn's access log turned on, no query string
(a stream ticket) is logged, whatever the operator's format."""

from __future__ import annotations

import json
import socket
import tempfile
import threading
from pathlib import Path

import pytest

from tests.support.live import Server

MIB = 1024 * 1024
GAME = b'{"variant": "pareo", "players": ["Ann", "Bob"]}'


@pytest.fixture(scope="module")
def server():
    server = Server({"REFEREE_LOG_LEVEL": "WARNING"}).start()
    yield server
    server.stop()


def exchange(server: Server, data: bytes) -> tuple[int, dict[str, str], bytes]:
    """Send ``data`` (from another thread: the server may answer before it has read it all)
    and read the one reply, which must end the connection or declare its length."""
    connection = socket.create_connection(("127.0.0.1", server.port), timeout=30)

    def send() -> None:
        try:
            connection.sendall(data)
        except OSError:  # the server answered and closed before reading everything
            pass

    sender = threading.Thread(target=send, daemon=True)
    sender.start()
    raw = b""
    try:
        while b"\r\n\r\n" not in raw or len(raw) < _length(raw):
            piece = connection.recv(65_536)
            if not piece:
                break
            raw += piece
    finally:
        connection.close()
        sender.join(30)
    head, _, body = raw.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = dict(line.split(": ", 1) for line in lines[1:])
    return int(lines[0].split()[1]), {k.lower(): v for k, v in headers.items()}, body


def _length(raw: bytes) -> int:
    head, _, _ = raw.partition(b"\r\n\r\n")
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.partition(b": ")
        if name.lower() == b"content-length":
            return len(head) + 4 + int(value)
    return 1 << 62


def assert_problem(reply: tuple[int, dict[str, str], bytes], status: int) -> dict:
    code, headers, body = reply
    assert code == status, reply
    assert headers["content-type"] == "application/problem+json", reply
    problem = json.loads(body)
    assert problem["status"] == status and problem["type"].startswith("urn:referee:problem:")
    assert problem["title"] and problem["detail"]
    return problem


def chunked(body: bytes, size: int = 65_536) -> bytes:
    pieces = (body[i:i + size] for i in range(0, len(body), size))
    return b"".join(b"%x\r\n%s\r\n" % (len(p), p) for p in pieces) + b"0\r\n\r\n"


def post(path: str, body: bytes, **headers: str) -> bytes:
    head = "".join(f"{k.replace('_', '-')}: {v}\r\n" for k, v in headers.items())
    return (f"POST {path} HTTP/1.1\r\nHost: referee\r\nContent-Type: application/json\r\n"
            f"{head}\r\n").encode() + body


#: Requests gunicorn refuses before the service sees them, and the status of each.
REFUSED_BY_GUNICORN = {
    "a request line over 4 KB": (
        b"GET /v1/games/" + b"a" * 5000 + b"?ticket=t HTTP/1.1\r\nHost: referee\r\n\r\n", 414,
        "uri-too-long"),
    "101 header fields": (
        b"GET /healthz HTTP/1.1\r\nHost: referee\r\n"
        + b"".join(b"X-Field-%d: 1\r\n" % i for i in range(101)) + b"\r\n", 431,
        "header-fields-too-large"),
    "a header field of 9 KB": (
        b"GET /healthz HTTP/1.1\r\nHost: referee\r\nX-Big: " + b"a" * 9000 + b"\r\n\r\n", 431,
        "header-fields-too-large"),
    "not a request line": (b"GARBAGE\r\n\r\n", 400, "bad-request"),
    "HTTP/9.9": (b"GET /healthz HTTP/9.9\r\nHost: referee\r\n\r\n", 400, "bad-request"),
    "a space before a colon": (b"GET /healthz HTTP/1.1\r\nHost : referee\r\n\r\n", 400,
                               "bad-request"),
    "an expectation it cannot meet": (
        b"GET /healthz HTTP/1.1\r\nHost: referee\r\nExpect: teapot\r\n\r\n", 417,
        "expectation-failed"),
}


@pytest.mark.parametrize("case", list(REFUSED_BY_GUNICORN))
def test_what_gunicorn_refuses_is_a_problem(server, case):
    data, status, kind = REFUSED_BY_GUNICORN[case]
    problem = assert_problem(exchange(server, data), status)
    assert problem["type"] == f"urn:referee:problem:{kind}"
    assert "ticket" not in json.dumps(problem)  # the request is not quoted back


def test_a_path_with_a_double_slash_is_redirected_by_a_problem(server):
    reply = exchange(server, b"GET /v1/games//abc HTTP/1.1\r\nHost: referee\r\n\r\n")
    problem = assert_problem(reply, 308)
    assert reply[1]["location"] == "http://referee/v1/games/abc"
    assert problem["type"] == "urn:referee:problem:moved"


def test_a_chunked_body_over_the_limit_is_413_like_a_declared_one(server):
    body = b'{"variant": "pareo", "players": ["' + b"a" * (5 * MIB) + b'"]}'
    declared = assert_problem(exchange(server, post("/v1/games", body,
                                                    Content_Length=str(len(body)))), 413)
    reply = exchange(server, post("/v1/games", chunked(body), Transfer_Encoding="chunked"))
    streamed = assert_problem(reply, 413)
    assert streamed["type"] == declared["type"] == "urn:referee:problem:too-large"
    # Over the largest limit of any route, the rest is not read: the connection closes.
    assert reply[1]["connection"] == "close"


def test_a_chunked_body_within_the_limit_is_read_whole(server):
    code, _, body = exchange(server, post("/v1/games", chunked(GAME, 7),
                                          Transfer_Encoding="chunked", Connection="close"))
    assert code == 201 and json.loads(body)["view"]["players"][1]["name"] == "Bob"


def test_a_body_of_broken_chunks_is_400_not_500(server):
    reply = exchange(server, post("/v1/games", b"zz\r\n{}\r\n0\r\n\r\n",
                                  Transfer_Encoding="chunked"))
    assert "chunk" in assert_problem(reply, 400)["detail"]


TICKET = "tkt-SECRET-4f1c9a"


def test_the_access_log_turned_on_logs_no_query_string():
    with tempfile.TemporaryDirectory() as folder:
        log = Path(folder) / "access.log"
        # The operator's format asks for the query in every way gunicorn offers.
        fmt = ('%(h)s "%(r)s" %(s)s q=%(q)s U=%(U)s raw=%({raw_uri}e)s '
               'qs=%({query_string}e)s ref=%(f)s')
        server = Server({"REFEREE_LOG_LEVEL": "INFO"},
                        args=("--access-logfile", str(log), "--access-logformat", fmt)).start()
        try:
            code, _, _ = exchange(server, (
                f"GET /v1/games/abc/events?ticket={TICKET} HTTP/1.1\r\nHost: referee\r\n"
                f"Referer: http://referee/web/?ticket={TICKET}\r\nConnection: close\r\n\r\n"
            ).encode())
            assert code in (404, 406)
            # gunicorn's own line of an invalid request quotes its request line.
            exchange(server, f"GET /x?ticket={TICKET} HTTP/9.9\r\nHost: r\r\n\r\n".encode())
        finally:
            output = server.stop()
        logged = log.read_text()
    assert "GET /v1/games/abc/events" in logged  # the access log is on, and says which path
    assert TICKET not in logged and TICKET not in output, (logged, output)
