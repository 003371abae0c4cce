#!/usr/bin/env python3
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# dns-txt.py: a tiny DNS server for authres.sh, run inside a network
# namespace of its own: answers TXT questions from a file of "NAME TEXT"
# lines (UDP, 127.0.0.1:53), NXDOMAIN for any other name, an empty answer
# for any other type.  Enough for OpenDMARC's DMARC and SPF look-ups.
import socket
import struct
import sys

records = {}
with open(sys.argv[1]) as f:
    for line in f:
        line = line.rstrip('\n')
        if line and not line.startswith('#'):
            name, text = line.split(' ', 1)
            records.setdefault(name.lower().rstrip('.'), []).append(text)

s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
s.bind(('127.0.0.1', 53))
with open(sys.argv[2], 'w') as f:
    f.write('ready\n')
while True:
    q, addr = s.recvfrom(512)
    if len(q) < 12:
        continue
    qid, flags = struct.unpack('>HH', q[:4])
    i, labels = 12, []
    while i < len(q) and q[i] != 0:
        labels.append(q[i + 1:i + 1 + q[i]].decode('ascii', 'replace'))
        i += 1 + q[i]
    qtype = struct.unpack('>H', q[i + 1:i + 3])[0]
    question = q[12:i + 5]
    name = '.'.join(labels).lower()
    answers = []
    if qtype == 16 and name in records:
        for text in records[name]:
            b = text.encode()
            strings = b''.join(bytes([len(b[j:j + 255])]) + b[j:j + 255]
                               for j in range(0, len(b), 255))
            answers.append(b'\xc0\x0c' + struct.pack('>HHIH', 16, 1, 60,
                                                     len(strings)) + strings)
    rcode = 0 if name in records else 3
    head = struct.pack('>HHHHHH', qid, 0x8180 | rcode | (flags & 0x0100),
                       1, len(answers), 0, 0)
    s.sendto(head + question + b''.join(answers), addr)
