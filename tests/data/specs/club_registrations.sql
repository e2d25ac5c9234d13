-- A small club: members register for events; a member registers once per event and a seat is taken once per
-- event (two multi-column UNIQUE constraints on the table the tools create rows in); an event's title is used
-- once a day.
CREATE TABLE members (
    member_id     INTEGER PRIMARY KEY,
    full_name     VARCHAR(80) NOT NULL,
    email         VARCHAR(120) NOT NULL UNIQUE
);

CREATE TABLE events (
    event_id      INTEGER PRIMARY KEY,
    title         VARCHAR(120) NOT NULL,
    starts_on     DATE NOT NULL,
    status        VARCHAR(12) NOT NULL DEFAULT 'open' CHECK (status IN ('planned', 'open', 'closed', 'cancelled')),
    UNIQUE (title, starts_on)
);

CREATE TABLE registrations (
    registration_id INTEGER PRIMARY KEY,
    event_id      INTEGER NOT NULL REFERENCES events(event_id),
    member_id     INTEGER NOT NULL REFERENCES members(member_id),
    seat          VARCHAR(8) NOT NULL,              -- Seat label such as "A12"
    status        VARCHAR(12) NOT NULL DEFAULT 'booked' CHECK (status IN ('booked', 'attended', 'cancelled')),
    UNIQUE (event_id, member_id),
    UNIQUE (event_id, seat)
);
