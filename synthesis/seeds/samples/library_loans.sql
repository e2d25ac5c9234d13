-- Library loans: members borrow physical copies of books, place holds and pay fines.
-- Written for envstudio as a sample seed (PostgreSQL dialect).

-- People registered with the library.
CREATE TABLE members (
    member_id     SERIAL PRIMARY KEY,                 -- Internal member number
    full_name     VARCHAR(120) NOT NULL,              -- Name as printed on the library card
    email         VARCHAR(200) NOT NULL UNIQUE,       -- Contact address, also used to log in
    membership    VARCHAR(10) NOT NULL DEFAULT 'standard'
                  CHECK (membership IN ('standard', 'student', 'senior', 'staff')),
    status        VARCHAR(12) NOT NULL DEFAULT 'active'
                  CHECK (status IN ('active', 'suspended', 'closed')),
    max_loans     INTEGER NOT NULL DEFAULT 5 CHECK (max_loans BETWEEN 1 AND 20),
    joined_on     DATE NOT NULL DEFAULT CURRENT_DATE, -- Day the membership started
    created_at    TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- Titles in the catalogue; each title can have several physical copies.
CREATE TABLE books (
    book_id       SERIAL PRIMARY KEY,
    isbn          VARCHAR(17) NOT NULL UNIQUE,        -- ISBN-13 with or without hyphens
    title         VARCHAR(300) NOT NULL,
    author        VARCHAR(200) NOT NULL,              -- Main author, "Last, First"
    genre         VARCHAR(20) CHECK (genre IN ('fiction', 'non_fiction', 'children', 'reference', 'comics')),
    published_year INTEGER CHECK (published_year >= 1450 AND published_year <= 2100),
    CHECK (length(isbn) >= 10)
);

-- Physical copies on the shelves.
CREATE TABLE copies (
    copy_id       SERIAL PRIMARY KEY,
    book_id       INTEGER NOT NULL REFERENCES books (book_id) ON DELETE CASCADE,
    barcode       VARCHAR(20) NOT NULL UNIQUE,        -- Sticker on the spine
    shelf         VARCHAR(20) NOT NULL,               -- Shelf code such as "B2-14"
    condition     VARCHAR(10) NOT NULL DEFAULT 'good' CHECK (condition IN ('new', 'good', 'worn', 'damaged')),
    available     BOOLEAN NOT NULL DEFAULT TRUE       -- False while the copy is on loan
);

-- A member borrowing one copy.
CREATE TABLE loans (
    loan_id       SERIAL PRIMARY KEY,
    copy_id       INTEGER NOT NULL REFERENCES copies (copy_id),
    member_id     INTEGER NOT NULL REFERENCES members (member_id),
    loaned_at     TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    due_on        DATE NOT NULL,                      -- Last day to return the copy without a fine
    returned_at   TIMESTAMP,                          -- Empty while the loan is open
    renewals      INTEGER NOT NULL DEFAULT 0 CHECK (renewals >= 0 AND renewals <= 3),
    CONSTRAINT loan_return_after_start CHECK (returned_at IS NULL OR returned_at >= loaned_at)
);

-- A member waiting for any copy of a book.
CREATE TABLE holds (
    hold_id       SERIAL PRIMARY KEY,
    book_id       INTEGER NOT NULL,
    member_id     INTEGER NOT NULL,
    placed_at     TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    status        VARCHAR(10) NOT NULL DEFAULT 'waiting'
                  CHECK (status IN ('waiting', 'ready', 'collected', 'cancelled')),
    FOREIGN KEY (book_id) REFERENCES books (book_id) ON DELETE CASCADE,
    FOREIGN KEY (member_id) REFERENCES members (member_id) ON DELETE CASCADE
);

-- Money a member owes, usually for a late or damaged return.
CREATE TABLE fines (
    fine_id       SERIAL PRIMARY KEY,
    member_id     INTEGER NOT NULL REFERENCES members (member_id),
    loan_id       INTEGER REFERENCES loans (loan_id) ON DELETE SET NULL,
    amount        NUMERIC(8, 2) NOT NULL CHECK (amount > 0),
    reason        TEXT NOT NULL,
    paid          BOOLEAN NOT NULL DEFAULT FALSE
);

CREATE INDEX loans_due_on ON loans (due_on);

COMMENT ON TABLE fines IS 'Money a member owes, usually for a late or damaged return.';
COMMENT ON COLUMN fines.reason IS 'Why the fine was charged, in words a member understands';
