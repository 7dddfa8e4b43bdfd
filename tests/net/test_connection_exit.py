"""A program that closes its connection and exits at once (the headless guest after its audit)
still gets its last messages out: :meth:`Connection.wait_sent`. Real processes, real sockets on
loopback."""

from __future__ import annotations

import socket
import subprocess
import sys
import textwrap

from playmat.net.connection import Connection
from playmat.net.messages import Bye, Chat

#: Enough messages that a writer thread cut off by the program's exit would not send them all.
MESSAGES = 300

SENDER = textwrap.dedent(
    """
    import socket, sys
    from playmat.net.connection import Connection
    from playmat.net.messages import Bye, Chat
    sock = socket.create_connection(("127.0.0.1", int(sys.argv[1])))
    # A small send buffer: the writer is still sending when the program reaches its end.
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 4096)
    connection = Connection(sock)
    for number in range(int(sys.argv[2])):
        connection.send(Chat("line %d " % number + "x" * 400))
    connection.send(Bye())
    connection.close()
    connection.wait_sent()
    """
)


def test_the_last_messages_of_a_program_that_exits_at_once_arrive() -> None:
    with socket.create_server(("127.0.0.1", 0)) as server:
        port = server.getsockname()[1]
        sender = subprocess.Popen([sys.executable, "-c", SENDER, str(port), str(MESSAGES)])
        accepted, _ = server.accept()
        receiver = Connection(accepted)
        received = [receiver.receive(deadline=None) for _ in range(MESSAGES + 1)]
        assert sender.wait(30) == 0
        receiver.close()
    assert [m.text for m in received[:-1] if isinstance(m, Chat)] == [
        f"line {number} " + "x" * 400 for number in range(MESSAGES)
    ]
    assert isinstance(received[-1], Bye)
