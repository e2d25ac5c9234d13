-- Warehouse orders: ten tables for the scenario benchmark (bench/scenarios.py).
-- Written for envstudio's benchmarks (PostgreSQL dialect); not a shipped sample.

-- Companies that deliver goods to the warehouse.
CREATE TABLE suppliers (
    supplier_id   SERIAL PRIMARY KEY,
    name          VARCHAR(120) NOT NULL UNIQUE,
    country       VARCHAR(2) NOT NULL,                 -- ISO country code
    rating        INTEGER NOT NULL DEFAULT 3 CHECK (rating BETWEEN 1 AND 5),
    active        BOOLEAN NOT NULL DEFAULT TRUE
);

-- Things the warehouse stores and sells.
CREATE TABLE products (
    product_id    SERIAL PRIMARY KEY,
    supplier_id   INTEGER NOT NULL REFERENCES suppliers (supplier_id),
    sku           VARCHAR(20) NOT NULL UNIQUE,          -- Stock keeping unit printed on the label
    title         VARCHAR(200) NOT NULL,
    category      VARCHAR(12) NOT NULL CHECK (category IN ('tools', 'garden', 'kitchen', 'office', 'toys')),
    unit_price    NUMERIC(10, 2) NOT NULL CHECK (unit_price > 0),
    discontinued  BOOLEAN NOT NULL DEFAULT FALSE
);

-- Buildings that hold stock.
CREATE TABLE warehouses (
    warehouse_id  SERIAL PRIMARY KEY,
    code          VARCHAR(8) NOT NULL UNIQUE,           -- Short code such as "NORTH1"
    city          VARCHAR(80) NOT NULL,
    capacity      INTEGER NOT NULL CHECK (capacity > 0)
);

-- How many units of a product one warehouse holds.
CREATE TABLE stock_levels (
    stock_id      SERIAL PRIMARY KEY,
    product_id    INTEGER NOT NULL REFERENCES products (product_id),
    warehouse_id  INTEGER NOT NULL REFERENCES warehouses (warehouse_id),
    quantity      INTEGER NOT NULL DEFAULT 0 CHECK (quantity >= 0),
    reorder_level INTEGER NOT NULL DEFAULT 5 CHECK (reorder_level >= 0)
);

-- People and companies who order.
CREATE TABLE customers (
    customer_id   SERIAL PRIMARY KEY,
    full_name     VARCHAR(120) NOT NULL,
    email         VARCHAR(200) NOT NULL UNIQUE,
    tier          VARCHAR(8) NOT NULL DEFAULT 'basic' CHECK (tier IN ('basic', 'silver', 'gold')),
    blocked       BOOLEAN NOT NULL DEFAULT FALSE
);

-- An order placed by a customer.
CREATE TABLE orders (
    order_id      SERIAL PRIMARY KEY,
    customer_id   INTEGER NOT NULL REFERENCES customers (customer_id),
    status        VARCHAR(10) NOT NULL DEFAULT 'open'
                  CHECK (status IN ('open', 'paid', 'shipped', 'cancelled')),
    placed_at     TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    note          TEXT
);

-- One product line of an order.
CREATE TABLE order_items (
    item_id       SERIAL PRIMARY KEY,
    order_id      INTEGER NOT NULL REFERENCES orders (order_id) ON DELETE CASCADE,
    product_id    INTEGER NOT NULL REFERENCES products (product_id),
    quantity      INTEGER NOT NULL CHECK (quantity > 0)
);

-- A parcel leaving a warehouse for an order.
CREATE TABLE shipments (
    shipment_id   SERIAL PRIMARY KEY,
    order_id      INTEGER NOT NULL REFERENCES orders (order_id),
    warehouse_id  INTEGER NOT NULL REFERENCES warehouses (warehouse_id),
    carrier       VARCHAR(10) NOT NULL CHECK (carrier IN ('post', 'courier', 'freight')),
    shipped_on    DATE,                                 -- Empty until the parcel leaves
    delivered     BOOLEAN NOT NULL DEFAULT FALSE
);

-- What a customer is asked to pay for an order.
CREATE TABLE invoices (
    invoice_id    SERIAL PRIMARY KEY,
    order_id      INTEGER NOT NULL REFERENCES orders (order_id),
    amount        NUMERIC(10, 2) NOT NULL CHECK (amount > 0),
    due_on        DATE NOT NULL,
    settled       BOOLEAN NOT NULL DEFAULT FALSE
);

-- Money received against an invoice.
CREATE TABLE payments (
    payment_id    SERIAL PRIMARY KEY,
    invoice_id    INTEGER NOT NULL REFERENCES invoices (invoice_id),
    amount        NUMERIC(10, 2) NOT NULL CHECK (amount > 0),
    method        VARCHAR(8) NOT NULL CHECK (method IN ('card', 'transfer', 'cash')),
    received_at   TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);
