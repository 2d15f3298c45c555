"""Reference values for src/lib/timestamp-readings.test.ts and date-difference.test.ts (issue 35 item 3).

Run: python3 src/lib/timestamp-reference/reference.py > src/lib/timestamp-reference/reference.json
Python's datetime for FILETIME / LDAP ticks and Generalized Time, email.utils for RFC 2822 (the
RFC's own examples), zoneinfo for zones, dateutil.relativedelta for calendar differences.
"""
import json
from datetime import datetime, timedelta, timezone
from email.utils import parsedate_to_datetime
from zoneinfo import ZoneInfo
from dateutil.relativedelta import relativedelta

UTC = timezone.utc
EPOCH_1601 = datetime(1601, 1, 1, tzinfo=UTC)


def iso(dt):
    return dt.astimezone(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def filetime(ticks):
    # 100-ns ticks since 1601; milliseconds floored, as JavaScript's Date holds them.
    return iso(EPOCH_1601 + timedelta(microseconds=(ticks // 10000) * 1000))


filetimes = [132944736000000000, 116444736000000000, 133444736001234567, 125911584000000000, 130000000000000000, 157766400000000000]
rfc2822 = [
    # RFC 2822 appendix A.1.1, A.1.2, A.3, A.5 and A.6.2-A.6.3 (obsolete forms).
    "Fri, 21 Nov 1997 09:55:06 -0600",
    "Tue, 1 Jul 2003 10:52:37 +0200",
    "Thu, 13 Feb 1969 23:32:54 -0330",
    "Fri, 21 Nov 1997 10:01:10 -0600",
    "21 Nov 97 09:55:06 GMT",
    "Thu,\n      13\n        Feb\n          1969\n      23:32\n               -0330 (Newfoundland Time)",
    "Mon, 15 Jan 2024 07:00:00 EST",
    "Sun, 6 Nov 1994 08:49:37 GMT",
]
generalized = ["20231114221320.0Z", "20030701105237Z", "199412161032Z", "20231114221320.5+0200"]
zones = {z: [] for z in ["Asia/Kolkata", "America/New_York", "Europe/London", "Australia/Lord_Howe", "America/St_Johns", "Asia/Kathmandu"]}
for z in zones:
    for ts in [1700000000, 1710054000, 1720000000]:
        dt = datetime.fromtimestamp(ts, ZoneInfo(z))
        zones[z].append({"ts": ts, "iso": dt.isoformat(timespec="milliseconds")})
pairs = [
    ("2024-01-31T00:00:00Z", "2024-02-29T00:00:00Z"),
    ("2024-01-31T10:00:00Z", "2024-03-01T09:00:00Z"),
    ("2020-02-29T12:00:00Z", "2021-02-28T12:00:00Z"),
    ("1970-01-01T00:00:00Z", "2023-11-14T22:13:20Z"),
    ("2023-11-14T22:13:20.250Z", "2023-11-14T22:13:21Z"),
    ("2000-03-31T23:59:59Z", "2000-04-30T00:00:00Z"),
]


def parse(s):
    return datetime.fromisoformat(s.replace("Z", "+00:00"))


out = {
    "filetime": {str(t): filetime(t) for t in filetimes},
    "rfc2822": {s: iso(parsedate_to_datetime(s)) for s in rfc2822},
    "generalized": {s: iso(datetime.strptime(s.replace("Z", "+0000"), "%Y%m%d%H%M%S.%f%z" if "." in s else ("%Y%m%d%H%M%S%z" if len(s.rstrip("Z")) >= 14 else "%Y%m%d%H%M%z"))) for s in generalized},
    "zones": zones,
    "differences": [],
}
for a, b in pairs:
    r = relativedelta(parse(b), parse(a))
    out["differences"].append({"from": a, "to": b, "years": r.years, "months": r.months, "days": r.days, "hours": r.hours, "minutes": r.minutes, "seconds": r.seconds, "milliseconds": r.microseconds // 1000})
print(json.dumps(out, indent=2))
