--
-- PostgreSQL database dump
--

SET client_encoding = 'UTF8';
SET standard_conforming_strings = off;
SET check_function_bodies = false;
SET client_min_messages = warning;
SET escape_string_warning = off;

--
-- Name: SCHEMA public; Type: COMMENT; Schema: -; Owner: postgres
--

COMMENT ON SCHEMA public IS 'Standard public schema';


--
-- Name: plpgsql; Type: PROCEDURAL LANGUAGE; Schema: -; Owner: postgres
--

CREATE OR REPLACE PROCEDURAL LANGUAGE plpgsql;


ALTER PROCEDURAL LANGUAGE plpgsql OWNER TO postgres;

SET search_path = public, pg_catalog;

--
-- Name: actor_actor_id_seq; Type: SEQUENCE; Schema: public; Owner: postgres
--

CREATE SEQUENCE actor_actor_id_seq
    INCREMENT BY 1
    NO MAXVALUE
    NO MINVALUE
    CACHE 1;


ALTER TABLE public.actor_actor_id_seq OWNER TO postgres;

SET default_tablespace = '';

SET default_with_oids = false;

--
-- Name: actor; Type: TABLE; Schema: public; Owner: postgres; Tablespace: 
--

CREATE TABLE actor (
    actor_id integer DEFAULT nextval('actor_actor_id_seq'::regclass) NOT NULL,
    first_name character varying(45) NOT NULL,
    last_name character varying(45) NOT NULL,
    last_update timestamp without time zone DEFAULT now() NOT NULL
);


ALTER TABLE public.actor OWNER TO postgres;

--
-- Name: mpaa_rating; Type: TYPE; Schema: public; Owner: postgres
--

CREATE TYPE mpaa_rating AS ENUM (
    'G',
    'PG',
    'PG-13',
    'R',
    'NC-17'
);


ALTER TYPE public.mpaa_rating OWNER TO postgres;

--
-- Name: year; Type: DOMAIN; Schema: public; Owner: postgres
--

CREATE DOMAIN year AS integer
	CONSTRAINT year_check CHECK (((VALUE >= 1901) AND (VALUE <= 2155)));


ALTER DOMAIN public.year OWNER TO postgres;

--
-- Name: _group_concat(text, text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION _group_concat(text, text) RETURNS text
    AS $_$
SELECT CASE
  WHEN $2 IS NULL THEN $1
  WHEN $1 IS NULL THEN $2
  ELSE $1 || ', ' || $2
END
$_$
    LANGUAGE sql IMMUTABLE;


ALTER FUNCTION public._group_concat(text, text) OWNER TO postgres;

--
-- Name: group_concat(text); Type: AGGREGATE; Schema: public; Owner: postgres
--

CREATE AGGREGATE group_concat(text) (
    SFUNC = _group_concat,
    STYPE = text
);


ALTER AGGREGATE public.group_concat(text) OWNER TO postgres;

--
-- Name: category_category_id_seq; Type: SEQUENCE; Schema: public; Owner: postgres
--

CREATE SEQUENCE category_category_id_seq
    INCREMENT BY 1
    NO MAXVALUE
    NO MINVALUE
    CACHE 1;


ALTER TABLE public.category_category_id_seq OWNER TO postgres;

--
-- Name: category; Type: TABLE; Schema: public; Owner: postgres; Tablespace: 
--

CREATE TABLE category (
    category_id integer DEFAULT nextval('category_category_id_seq'::regclass) NOT NULL,
    name character varying(25) NOT NULL,
    last_update timestamp without time zone DEFAULT now() NOT NULL
);


ALTER TABLE public.category OWNER TO postgres;

--
-- Name: film_film_id_seq; Type: SEQUENCE; Schema: public; Owner: postgres
--

CREATE SEQUENCE film_film_id_seq
    INCREMENT BY 1
    NO MAXVALUE
    NO MINVALUE
    CACHE 1;


ALTER TABLE public.film_film_id_seq OWNER TO postgres;

--
-- Name: film; Type: TABLE; Schema: public; Owner: postgres; Tablespace: 
--

CREATE TABLE film (
    film_id integer DEFAULT nextval('film_film_id_seq'::regclass) NOT NULL,
    title character varying(255) NOT NULL,
    description text,
    release_year year,
    language_id integer NOT NULL,
    original_language_id integer,
    rental_duration smallint DEFAULT 3 NOT NULL,
    rental_rate numeric(4,2) DEFAULT 4.99 NOT NULL,
    length smallint,
    replacement_cost numeric(5,2) DEFAULT 19.99 NOT NULL,
    rating mpaa_rating DEFAULT 'G'::mpaa_rating,
    last_update timestamp without time zone DEFAULT now() NOT NULL,
    special_features text[],
    fulltext tsvector NOT NULL
);


ALTER TABLE public.film OWNER TO postgres;

--
-- Name: film_actor; Type: TABLE; Schema: public; Owner: postgres; Tablespace: 
--

CREATE TABLE film_actor (
    actor_id integer NOT NULL,
    film_id integer NOT NULL,
    last_update timestamp without time zone DEFAULT now() NOT NULL
);


ALTER TABLE public.film_actor OWNER TO postgres;

--
-- Name: film_category; Type: TABLE; Schema: public; Owner: postgres; Tablespace: 
--

CREATE TABLE film_category (
    film_id integer NOT NULL,
    category_id integer NOT NULL,
    last_update timestamp without time zone DEFAULT now() NOT NULL
);


ALTER TABLE public.film_category OWNER TO postgres;

--
-- Name: actor_info; Type: VIEW; Schema: public; Owner: postgres
--

CREATE VIEW actor_info AS
    SELECT a.actor_id, a.first_name, a.last_name, group_concat(DISTINCT (((c.name)::text || ': '::text) || (SELECT group_concat((f.title)::text) AS group_concat FROM ((film f JOIN film_category fc ON ((f.film_id = fc.film_id))) JOIN film_actor fa ON ((f.film_id = fa.film_id))) WHERE ((fc.category_id = c.category_id) AND (fa.actor_id = a.actor_id)) GROUP BY fa.actor_id))) AS film_info FROM (((actor a LEFT JOIN film_actor fa ON ((a.actor_id = fa.actor_id))) LEFT JOIN film_category fc ON ((fa.film_id = fc.film_id))) LEFT JOIN category c ON ((fc.category_id = c.category_id))) GROUP BY a.actor_id, a.first_name, a.last_name;


ALTER TABLE public.actor_info OWNER TO postgres;

--
-- Name: address_address_id_seq; Type: SEQUENCE; Schema: public; Owner: postgres
--

CREATE SEQUENCE address_address_id_seq
    INCREMENT BY 1
    NO MAXVALUE
    NO MINVALUE
    CACHE 1;


ALTER TABLE public.address_address_id_seq OWNER TO postgres;

--
-- Name: address; Type: TABLE; Schema: public; Owner: postgres; Tablespace: 
--

CREATE TABLE address (
    address_id integer DEFAULT nextval('address_address_id_seq'::regclass) NOT NULL,
    address character varying(50) NOT NULL,
    address2 character varying(50),
    district character varying(20) NOT NULL,
    city_id integer NOT NULL,
    postal_code character varying(10),
    phone character varying(20) NOT NULL,
    last_update timestamp without time zone DEFAULT now() NOT NULL
);


ALTER TABLE public.address OWNER TO postgres;

--
-- Name: city_city_id_seq; Type: SEQUENCE; Schema: public; Owner: postgres
--

CREATE SEQUENCE city_city_id_seq
    INCREMENT BY 1
    NO MAXVALUE
    NO MINVALUE
    CACHE 1;


ALTER TABLE public.city_city_id_seq OWNER TO postgres;

--
-- Name: city; Type: TABLE; Schema: public; Owner: postgres; Tablespace: 
--

CREATE TABLE city (
    city_id integer DEFAULT nextval('city_city_id_seq'::regclass) NOT NULL,
    city character varying(50) NOT NULL,
    country_id integer NOT NULL,
    last_update timestamp without time zone DEFAULT now() NOT NULL
);


ALTER TABLE public.city OWNER TO postgres;

--
-- Name: country_country_id_seq; Type: SEQUENCE; Schema: public; Owner: postgres
--

CREATE SEQUENCE country_country_id_seq
    INCREMENT BY 1
    NO MAXVALUE
    NO MINVALUE
    CACHE 1;


ALTER TABLE public.country_country_id_seq OWNER TO postgres;

--
-- Name: country; Type: TABLE; Schema: public; Owner: postgres; Tablespace: 
--

CREATE TABLE country (
    country_id integer DEFAULT nextval('country_country_id_seq'::regclass) NOT NULL,
    country character varying(50) NOT NULL,
    last_update timestamp without time zone DEFAULT now() NOT NULL
);


ALTER TABLE public.country OWNER TO postgres;

--
-- Name: customer_customer_id_seq; Type: SEQUENCE; Schema: public; Owner: postgres
--

CREATE SEQUENCE customer_customer_id_seq
    INCREMENT BY 1
    NO MAXVALUE
    NO MINVALUE
    CACHE 1;


ALTER TABLE public.customer_customer_id_seq OWNER TO postgres;

--
-- Name: customer; Type: TABLE; Schema: public; Owner: postgres; Tablespace: 
--

CREATE TABLE customer (
    customer_id integer DEFAULT nextval('customer_customer_id_seq'::regclass) NOT NULL,
    store_id integer NOT NULL,
    first_name character varying(45) NOT NULL,
    last_name character varying(45) NOT NULL,
    email character varying(50),
    address_id integer NOT NULL,
    activebool boolean DEFAULT true NOT NULL,
    create_date date DEFAULT ('now'::text)::date NOT NULL,
    last_update timestamp without time zone DEFAULT now(),
    active integer
);


ALTER TABLE public.customer OWNER TO postgres;

--
-- Name: customer_list; Type: VIEW; Schema: public; Owner: postgres
--

CREATE VIEW customer_list AS
    SELECT cu.customer_id AS id, (((cu.first_name)::text || ' '::text) || (cu.last_name)::text) AS name, a.address, a.postal_code AS "zip code", a.phone, city.city, country.country, CASE WHEN cu.activebool THEN 'active'::text ELSE ''::text END AS notes, cu.store_id AS sid FROM (((customer cu JOIN address a ON ((cu.address_id = a.address_id))) JOIN city ON ((a.city_id = city.city_id))) JOIN country ON ((city.country_id = country.country_id)));


ALTER TABLE public.customer_list OWNER TO postgres;

--
-- Name: film_list; Type: VIEW; Schema: public; Owner: postgres
--

CREATE VIEW film_list AS
    SELECT film.film_id AS fid, film.title, film.description, category.name AS category, film.rental_rate AS price, film.length, film.rating, group_concat((((actor.first_name)::text || ' '::text) || (actor.last_name)::text)) AS actors FROM ((((category LEFT JOIN film_category ON ((category.category_id = film_category.category_id))) LEFT JOIN film ON ((film_category.film_id = film.film_id))) JOIN film_actor ON ((film.film_id = film_actor.film_id))) JOIN actor ON ((film_actor.actor_id = actor.actor_id))) GROUP BY film.film_id, film.title, film.description, category.name, film.rental_rate, film.length, film.rating;


ALTER TABLE public.film_list OWNER TO postgres;

--
-- Name: inventory_inventory_id_seq; Type: SEQUENCE; Schema: public; Owner: postgres
--

CREATE SEQUENCE inventory_inventory_id_seq
    INCREMENT BY 1
    NO MAXVALUE
    NO MINVALUE
    CACHE 1;


ALTER TABLE public.inventory_inventory_id_seq OWNER TO postgres;

--
-- Name: inventory; Type: TABLE; Schema: public; Owner: postgres; Tablespace: 
--

CREATE TABLE inventory (
    inventory_id integer DEFAULT nextval('inventory_inventory_id_seq'::regclass) NOT NULL,
    film_id integer NOT NULL,
    store_id integer NOT NULL,
    last_update timestamp without time zone DEFAULT now() NOT NULL
);


ALTER TABLE public.inventory OWNER TO postgres;

--
-- Name: language_language_id_seq; Type: SEQUENCE; Schema: public; Owner: postgres
--

CREATE SEQUENCE language_language_id_seq
    INCREMENT BY 1
    NO MAXVALUE
    NO MINVALUE
    CACHE 1;


ALTER TABLE public.language_language_id_seq OWNER TO postgres;

--
-- Name: language; Type: TABLE; Schema: public; Owner: postgres; Tablespace: 
--

CREATE TABLE language (
    language_id integer DEFAULT nextval('language_language_id_seq'::regclass) NOT NULL,
    name character(20) NOT NULL,
    last_update timestamp without time zone DEFAULT now() NOT NULL
);


ALTER TABLE public.language OWNER TO postgres;

--
-- Name: nicer_but_slower_film_list; Type: VIEW; Schema: public; Owner: postgres
--

CREATE VIEW nicer_but_slower_film_list AS
    SELECT film.film_id AS fid, film.title, film.description, category.name AS category, film.rental_rate AS price, film.length, film.rating, group_concat((((upper("substring"((actor.first_name)::text, 1, 1)) || lower("substring"((actor.first_name)::text, 2))) || upper("substring"((actor.last_name)::text, 1, 1))) || lower("substring"((actor.last_name)::text, 2)))) AS actors FROM ((((category LEFT JOIN film_category ON ((category.category_id = film_category.category_id))) LEFT JOIN film ON ((film_category.film_id = film.film_id))) JOIN film_actor ON ((film.film_id = film_actor.film_id))) JOIN actor ON ((film_actor.actor_id = actor.actor_id))) GROUP BY film.film_id, film.title, film.description, category.name, film.rental_rate, film.length, film.rating;


ALTER TABLE public.nicer_but_slower_film_list OWNER TO postgres;

--
-- Name: payment_payment_id_seq; Type: SEQUENCE; Schema: public; Owner: postgres
--

CREATE SEQUENCE payment_payment_id_seq
    INCREMENT BY 1
    NO MAXVALUE
    NO MINVALUE
    CACHE 1;


ALTER TABLE public.payment_payment_id_seq OWNER TO postgres;

--
-- Name: payment; Type: TABLE; Schema: public; Owner: postgres; Tablespace: 
--

CREATE TABLE payment (
    payment_id integer DEFAULT nextval('payment_payment_id_seq'::regclass) NOT NULL,
    customer_id integer NOT NULL,
    staff_id integer NOT NULL,
    rental_id integer NOT NULL,
    amount numeric(5,2) NOT NULL,
    payment_date timestamp without time zone NOT NULL
);


ALTER TABLE public.payment OWNER TO postgres;

--
-- Name: payment_p2007_01; Type: TABLE; Schema: public; Owner: postgres; Tablespace: 
--

CREATE TABLE payment_p2007_01 (CONSTRAINT payment_p2007_01_payment_date_check CHECK (((payment_date >= '2007-01-01 00:00:00'::timestamp without time zone) AND (payment_date < '2007-02-01 00:00:00'::timestamp without time zone)))
)
INHERITS (payment);


ALTER TABLE public.payment_p2007_01 OWNER TO postgres;

--
-- Name: payment_p2007_02; Type: TABLE; Schema: public; Owner: postgres; Tablespace: 
--

CREATE TABLE payment_p2007_02 (CONSTRAINT payment_p2007_02_payment_date_check CHECK (((payment_date >= '2007-02-01 00:00:00'::timestamp without time zone) AND (payment_date < '2007-03-01 00:00:00'::timestamp without time zone)))
)
INHERITS (payment);


ALTER TABLE public.payment_p2007_02 OWNER TO postgres;

--
-- Name: payment_p2007_03; Type: TABLE; Schema: public; Owner: postgres; Tablespace: 
--

CREATE TABLE payment_p2007_03 (CONSTRAINT payment_p2007_03_payment_date_check CHECK (((payment_date >= '2007-03-01 00:00:00'::timestamp without time zone) AND (payment_date < '2007-04-01 00:00:00'::timestamp without time zone)))
)
INHERITS (payment);


ALTER TABLE public.payment_p2007_03 OWNER TO postgres;

--
-- Name: payment_p2007_04; Type: TABLE; Schema: public; Owner: postgres; Tablespace: 
--

CREATE TABLE payment_p2007_04 (CONSTRAINT payment_p2007_04_payment_date_check CHECK (((payment_date >= '2007-04-01 00:00:00'::timestamp without time zone) AND (payment_date < '2007-05-01 00:00:00'::timestamp without time zone)))
)
INHERITS (payment);


ALTER TABLE public.payment_p2007_04 OWNER TO postgres;

--
-- Name: payment_p2007_05; Type: TABLE; Schema: public; Owner: postgres; Tablespace: 
--

CREATE TABLE payment_p2007_05 (CONSTRAINT payment_p2007_05_payment_date_check CHECK (((payment_date >= '2007-05-01 00:00:00'::timestamp without time zone) AND (payment_date < '2007-06-01 00:00:00'::timestamp without time zone)))
)
INHERITS (payment);


ALTER TABLE public.payment_p2007_05 OWNER TO postgres;

--
-- Name: payment_p2007_06; Type: TABLE; Schema: public; Owner: postgres; Tablespace: 
--

CREATE TABLE payment_p2007_06 (CONSTRAINT payment_p2007_06_payment_date_check CHECK (((payment_date >= '2007-06-01 00:00:00'::timestamp without time zone) AND (payment_date < '2007-07-01 00:00:00'::timestamp without time zone)))
)
INHERITS (payment);


ALTER TABLE public.payment_p2007_06 OWNER TO postgres;

--
-- Name: rental_rental_id_seq; Type: SEQUENCE; Schema: public; Owner: postgres
--

CREATE SEQUENCE rental_rental_id_seq
    INCREMENT BY 1
    NO MAXVALUE
    NO MINVALUE
    CACHE 1;


ALTER TABLE public.rental_rental_id_seq OWNER TO postgres;

--
-- Name: rental; Type: TABLE; Schema: public; Owner: postgres; Tablespace: 
--

CREATE TABLE rental (
    rental_id integer DEFAULT nextval('rental_rental_id_seq'::regclass) NOT NULL,
    rental_date timestamp without time zone NOT NULL,
    inventory_id integer NOT NULL,
    customer_id integer NOT NULL,
    return_date timestamp without time zone,
    staff_id integer NOT NULL,
    last_update timestamp without time zone DEFAULT now() NOT NULL
);


ALTER TABLE public.rental OWNER TO postgres;

--
-- Name: sales_by_film_category; Type: VIEW; Schema: public; Owner: postgres
--

CREATE VIEW sales_by_film_category AS
    SELECT c.name AS category, sum(p.amount) AS total_sales FROM (((((payment p JOIN rental r ON ((p.rental_id = r.rental_id))) JOIN inventory i ON ((r.inventory_id = i.inventory_id))) JOIN film f ON ((i.film_id = f.film_id))) JOIN film_category fc ON ((f.film_id = fc.film_id))) JOIN category c ON ((fc.category_id = c.category_id))) GROUP BY c.name ORDER BY sum(p.amount) DESC;


ALTER TABLE public.sales_by_film_category OWNER TO postgres;

--
-- Name: staff_staff_id_seq; Type: SEQUENCE; Schema: public; Owner: postgres
--

CREATE SEQUENCE staff_staff_id_seq
    INCREMENT BY 1
    NO MAXVALUE
    NO MINVALUE
    CACHE 1;


ALTER TABLE public.staff_staff_id_seq OWNER TO postgres;

--
-- Name: staff; Type: TABLE; Schema: public; Owner: postgres; Tablespace: 
--

CREATE TABLE staff (
    staff_id integer DEFAULT nextval('staff_staff_id_seq'::regclass) NOT NULL,
    first_name character varying(45) NOT NULL,
    last_name character varying(45) NOT NULL,
    address_id integer NOT NULL,
    email character varying(50),
    store_id integer NOT NULL,
    active boolean DEFAULT true NOT NULL,
    username character varying(16) NOT NULL,
    password character varying(40),
    last_update timestamp without time zone DEFAULT now() NOT NULL,
    picture bytea
);


ALTER TABLE public.staff OWNER TO postgres;

--
-- Name: store_store_id_seq; Type: SEQUENCE; Schema: public; Owner: postgres
--

CREATE SEQUENCE store_store_id_seq
    INCREMENT BY 1
    NO MAXVALUE
    NO MINVALUE
    CACHE 1;


ALTER TABLE public.store_store_id_seq OWNER TO postgres;

--
-- Name: store; Type: TABLE; Schema: public; Owner: postgres; Tablespace: 
--

CREATE TABLE store (
    store_id integer DEFAULT nextval('store_store_id_seq'::regclass) NOT NULL,
    manager_staff_id integer NOT NULL,
    address_id integer NOT NULL,
    last_update timestamp without time zone DEFAULT now() NOT NULL
);


ALTER TABLE public.store OWNER TO postgres;

--
-- Name: sales_by_store; Type: VIEW; Schema: public; Owner: postgres
--

CREATE VIEW sales_by_store AS
    SELECT (((c.city)::text || ','::text) || (cy.country)::text) AS store, (((m.first_name)::text || ' '::text) || (m.last_name)::text) AS manager, sum(p.amount) AS total_sales FROM (((((((payment p JOIN rental r ON ((p.rental_id = r.rental_id))) JOIN inventory i ON ((r.inventory_id = i.inventory_id))) JOIN store s ON ((i.store_id = s.store_id))) JOIN address a ON ((s.address_id = a.address_id))) JOIN city c ON ((a.city_id = c.city_id))) JOIN country cy ON ((c.country_id = cy.country_id))) JOIN staff m ON ((s.manager_staff_id = m.staff_id))) GROUP BY cy.country, c.city, s.store_id, m.first_name, m.last_name ORDER BY cy.country, c.city;


ALTER TABLE public.sales_by_store OWNER TO postgres;

--
-- Name: staff_list; Type: VIEW; Schema: public; Owner: postgres
--

CREATE VIEW staff_list AS
    SELECT s.staff_id AS id, (((s.first_name)::text || ' '::text) || (s.last_name)::text) AS name, a.address, a.postal_code AS "zip code", a.phone, city.city, country.country, s.store_id AS sid FROM (((staff s JOIN address a ON ((s.address_id = a.address_id))) JOIN city ON ((a.city_id = city.city_id))) JOIN country ON ((city.country_id = country.country_id)));


ALTER TABLE public.staff_list OWNER TO postgres;

--
-- Name: film_in_stock(integer, integer); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION film_in_stock(p_film_id integer, p_store_id integer, OUT p_film_count integer) RETURNS SETOF integer
    AS $_$
     SELECT inventory_id
     FROM inventory
     WHERE film_id = $1
     AND store_id = $2
     AND inventory_in_stock(inventory_id);
$_$
    LANGUAGE sql;


ALTER FUNCTION public.film_in_stock(p_film_id integer, p_store_id integer, OUT p_film_count integer) OWNER TO postgres;

--
-- Name: film_not_in_stock(integer, integer); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION film_not_in_stock(p_film_id integer, p_store_id integer, OUT p_film_count integer) RETURNS SETOF integer
    AS $_$
    SELECT inventory_id
    FROM inventory
    WHERE film_id = $1
    AND store_id = $2
    AND NOT inventory_in_stock(inventory_id);
$_$
    LANGUAGE sql;


ALTER FUNCTION public.film_not_in_stock(p_film_id integer, p_store_id integer, OUT p_film_count integer) OWNER TO postgres;

--
-- Name: get_customer_balance(integer, timestamp without time zone); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION get_customer_balance(p_customer_id integer, p_effective_date timestamp without time zone) RETURNS numeric
    AS $$
       --#OK, WE NEED TO CALCULATE THE CURRENT BALANCE GIVEN A CUSTOMER_ID AND A DATE
       --#THAT WE WANT THE BALANCE TO BE EFFECTIVE FOR. THE BALANCE IS:
       --#   1) RENTAL FEES FOR ALL PREVIOUS RENTALS
       --#   2) ONE DOLLAR FOR EVERY DAY THE PREVIOUS RENTALS ARE OVERDUE
       --#   3) IF A FILM IS MORE THAN RENTAL_DURATION * 2 OVERDUE, CHARGE THE REPLACEMENT_COST
       --#   4) SUBTRACT ALL PAYMENTS MADE BEFORE THE DATE SPECIFIED
DECLARE
    v_rentfees DECIMAL(5,2); --#FEES PAID TO RENT THE VIDEOS INITIALLY
    v_overfees INTEGER;      --#LATE FEES FOR PRIOR RENTALS
    v_payments DECIMAL(5,2); --#SUM OF PAYMENTS MADE PREVIOUSLY
BEGIN
    SELECT COALESCE(SUM(film.rental_rate),0) INTO v_rentfees
    FROM film, inventory, rental
    WHERE film.film_id = inventory.film_id
      AND inventory.inventory_id = rental.inventory_id
      AND rental.rental_date <= p_effective_date
      AND rental.customer_id = p_customer_id;

    SELECT COALESCE(SUM(IF((rental.return_date - rental.rental_date) > (film.rental_duration * '1 day'::interval),
        ((rental.return_date - rental.rental_date) - (film.rental_duration * '1 day'::interval)),0)),0) INTO v_overfees
    FROM rental, inventory, film
    WHERE film.film_id = inventory.film_id
      AND inventory.inventory_id = rental.inventory_id
      AND rental.rental_date <= p_effective_date
      AND rental.customer_id = p_customer_id;

    SELECT COALESCE(SUM(payment.amount),0) INTO v_payments
    FROM payment
    WHERE payment.payment_date <= p_effective_date
    AND payment.customer_id = p_customer_id;

    RETURN v_rentfees + v_overfees - v_payments;
END
$$
    LANGUAGE plpgsql;


ALTER FUNCTION public.get_customer_balance(p_customer_id integer, p_effective_date timestamp without time zone) OWNER TO postgres;

--
-- Name: inventory_held_by_customer(integer); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION inventory_held_by_customer(p_inventory_id integer) RETURNS integer
    AS $$
DECLARE
    v_customer_id INTEGER;
BEGIN

  SELECT customer_id INTO v_customer_id
  FROM rental
  WHERE return_date IS NULL
  AND inventory_id = p_inventory_id;

  RETURN v_customer_id;
END $$
    LANGUAGE plpgsql;


ALTER FUNCTION public.inventory_held_by_customer(p_inventory_id integer) OWNER TO postgres;

--
-- Name: inventory_in_stock(integer); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION inventory_in_stock(p_inventory_id integer) RETURNS boolean
    AS $$
DECLARE
    v_rentals INTEGER;
    v_out     INTEGER;
BEGIN
    -- AN ITEM IS IN-STOCK IF THERE ARE EITHER NO ROWS IN THE rental TABLE
    -- FOR THE ITEM OR ALL ROWS HAVE return_date POPULATED

    SELECT count(*) INTO v_rentals
    FROM rental
    WHERE inventory_id = p_inventory_id;

    IF v_rentals = 0 THEN
      RETURN TRUE;
    END IF;

    SELECT COUNT(rental_id) INTO v_out
    FROM inventory LEFT JOIN rental USING(inventory_id)
    WHERE inventory.inventory_id = p_inventory_id
    AND rental.return_date IS NULL;

    IF v_out > 0 THEN
      RETURN FALSE;
    ELSE
      RETURN TRUE;
    END IF;
END $$
    LANGUAGE plpgsql;


ALTER FUNCTION public.inventory_in_stock(p_inventory_id integer) OWNER TO postgres;

--
-- Name: last_day(timestamp without time zone); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION last_day(timestamp without time zone) RETURNS date
    AS $_$
  SELECT CASE
    WHEN EXTRACT(MONTH FROM $1) = 12 THEN
      (((EXTRACT(YEAR FROM $1) + 1) operator(pg_catalog.||) '-01-01')::date - INTERVAL '1 day')::date
    ELSE
      ((EXTRACT(YEAR FROM $1) operator(pg_catalog.||) '-' operator(pg_catalog.||) (EXTRACT(MONTH FROM $1) + 1) operator(pg_catalog.||) '-01')::date - INTERVAL '1 day')::date
    END
$_$
    LANGUAGE sql IMMUTABLE STRICT;


ALTER FUNCTION public.last_day(timestamp without time zone) OWNER TO postgres;

--
-- Name: last_updated(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION last_updated() RETURNS trigger
    AS $$
BEGIN
    NEW.last_update = CURRENT_TIMESTAMP;
    RETURN NEW;
END $$
    LANGUAGE plpgsql;


ALTER FUNCTION public.last_updated() OWNER TO postgres;

--
-- Name: rewards_report(integer, numeric); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION rewards_report(min_monthly_purchases integer, min_dollar_amount_purchased numeric) RETURNS SETOF customer
    AS $_$
DECLARE
    last_month_start DATE;
    last_month_end DATE;
rr RECORD;
tmpSQL TEXT;
BEGIN

    /* Some sanity checks... */
    IF min_monthly_purchases = 0 THEN
        RAISE EXCEPTION 'Minimum monthly purchases parameter must be > 0';
    END IF;
    IF min_dollar_amount_purchased = 0.00 THEN
        RAISE EXCEPTION 'Minimum monthly dollar amount purchased parameter must be > $0.00';
    END IF;

    last_month_start := CURRENT_DATE - '3 month'::interval;
    last_month_start := to_date((extract(YEAR FROM last_month_start) || '-' || extract(MONTH FROM last_month_start) || '-01'),'YYYY-MM-DD');
    last_month_end := LAST_DAY(last_month_start);

    /*
    Create a temporary storage area for Customer IDs.
    */
    CREATE TEMPORARY TABLE tmpCustomer (customer_id INTEGER NOT NULL PRIMARY KEY);

    /*
    Find all customers meeting the monthly purchase requirements
    */

    tmpSQL := 'INSERT INTO tmpCustomer (customer_id)
        SELECT p.customer_id
        FROM payment AS p
        WHERE DATE(p.payment_date) BETWEEN '||quote_literal(last_month_start) ||' AND '|| quote_literal(last_month_end) || '
        GROUP BY customer_id
        HAVING SUM(p.amount) > '|| min_dollar_amount_purchased || '
        AND COUNT(customer_id) > ' ||min_monthly_purchases ;

    EXECUTE tmpSQL;

    /*
    Output ALL customer information of matching rewardees.
    Customize output as needed.
    */
    FOR rr IN EXECUTE 'SELECT c.* FROM tmpCustomer AS t INNER JOIN customer AS c ON t.customer_id = c.customer_id' LOOP
        RETURN NEXT rr;
    END LOOP;

    /* Clean up */
    tmpSQL := 'DROP TABLE tmpCustomer';
    EXECUTE tmpSQL;

RETURN;
END
$_$
    LANGUAGE plpgsql SECURITY DEFINER;


ALTER FUNCTION public.rewards_report(min_monthly_purchases integer, min_dollar_amount_purchased numeric) OWNER TO postgres;

--
-- Name: actor_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres; Tablespace: 
--

ALTER TABLE ONLY actor
    ADD CONSTRAINT actor_pkey PRIMARY KEY (actor_id);


--
-- Name: address_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres; Tablespace: 
--

ALTER TABLE ONLY address
    ADD CONSTRAINT address_pkey PRIMARY KEY (address_id);


--
-- Name: category_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres; Tablespace: 
--

ALTER TABLE ONLY category
    ADD CONSTRAINT category_pkey PRIMARY KEY (category_id);


--
-- Name: city_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres; Tablespace: 
--

ALTER TABLE ONLY city
    ADD CONSTRAINT city_pkey PRIMARY KEY (city_id);


--
-- Name: country_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres; Tablespace: 
--

ALTER TABLE ONLY country
    ADD CONSTRAINT country_pkey PRIMARY KEY (country_id);


--
-- Name: customer_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres; Tablespace: 
--

ALTER TABLE ONLY customer
    ADD CONSTRAINT customer_pkey PRIMARY KEY (customer_id);


--
-- Name: film_actor_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres; Tablespace: 
--

ALTER TABLE ONLY film_actor
    ADD CONSTRAINT film_actor_pkey PRIMARY KEY (actor_id, film_id);


--
-- Name: film_category_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres; Tablespace: 
--

ALTER TABLE ONLY film_category
    ADD CONSTRAINT film_category_pkey PRIMARY KEY (film_id, category_id);


--
-- Name: film_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres; Tablespace: 
--

ALTER TABLE ONLY film
    ADD CONSTRAINT film_pkey PRIMARY KEY (film_id);


--
-- Name: inventory_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres; Tablespace: 
--

ALTER TABLE ONLY inventory
    ADD CONSTRAINT inventory_pkey PRIMARY KEY (inventory_id);


--
-- Name: language_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres; Tablespace: 
--

ALTER TABLE ONLY language
    ADD CONSTRAINT language_pkey PRIMARY KEY (language_id);


--
-- Name: payment_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres; Tablespace: 
--

ALTER TABLE ONLY payment
    ADD CONSTRAINT payment_pkey PRIMARY KEY (payment_id);


--
-- Name: rental_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres; Tablespace: 
--

ALTER TABLE ONLY rental
    ADD CONSTRAINT rental_pkey PRIMARY KEY (rental_id);


--
-- Name: staff_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres; Tablespace: 
--

ALTER TABLE ONLY staff
    ADD CONSTRAINT staff_pkey PRIMARY KEY (staff_id);


--
-- Name: store_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres; Tablespace: 
--

ALTER TABLE ONLY store
    ADD CONSTRAINT store_pkey PRIMARY KEY (store_id);


--
-- Name: film_fulltext_idx; Type: INDEX; Schema: public; Owner: postgres; Tablespace: 
--

CREATE INDEX film_fulltext_idx ON film USING gist (fulltext);


--
-- Name: idx_actor_last_name; Type: INDEX; Schema: public; Owner: postgres; Tablespace: 
--

CREATE INDEX idx_actor_last_name ON actor USING btree (last_name);


--
-- Name: idx_fk_address_id; Type: INDEX; Schema: public; Owner: postgres; Tablespace: 
--

CREATE INDEX idx_fk_address_id ON customer USING btree (address_id);


--
-- Name: idx_fk_city_id; Type: INDEX; Schema: public; Owner: postgres; Tablespace: 
--

CREATE INDEX idx_fk_city_id ON address USING btree (city_id);


--
-- Name: idx_fk_country_id; Type: INDEX; Schema: public; Owner: postgres; Tablespace: 
--

CREATE INDEX idx_fk_country_id ON city USING btree (country_id);


--
-- Name: idx_fk_customer_id; Type: INDEX; Schema: public; Owner: postgres; Tablespace: 
--

CREATE INDEX idx_fk_customer_id ON payment USING btree (customer_id);


--
-- Name: idx_fk_film_id; Type: INDEX; Schema: public; Owner: postgres; Tablespace: 
--

CREATE INDEX idx_fk_film_id ON film_actor USING btree (film_id);


--
-- Name: idx_fk_inventory_id; Type: INDEX; Schema: public; Owner: postgres; Tablespace: 
--

CREATE INDEX idx_fk_inventory_id ON rental USING btree (inventory_id);


--
-- Name: idx_fk_language_id; Type: INDEX; Schema: public; Owner: postgres; Tablespace: 
--

CREATE INDEX idx_fk_language_id ON film USING btree (language_id);


--
-- Name: idx_fk_original_language_id; Type: INDEX; Schema: public; Owner: postgres; Tablespace: 
--

CREATE INDEX idx_fk_original_language_id ON film USING btree (original_language_id);


--
-- Name: idx_fk_payment_p2007_01_customer_id; Type: INDEX; Schema: public; Owner: postgres; Tablespace: 
--

CREATE INDEX idx_fk_payment_p2007_01_customer_id ON payment_p2007_01 USING btree (customer_id);


--
-- Name: idx_fk_payment_p2007_01_staff_id; Type: INDEX; Schema: public; Owner: postgres; Tablespace: 
--

CREATE INDEX idx_fk_payment_p2007_01_staff_id ON payment_p2007_01 USING btree (staff_id);


--
-- Name: idx_fk_payment_p2007_02_customer_id; Type: INDEX; Schema: public; Owner: postgres; Tablespace: 
--

CREATE INDEX idx_fk_payment_p2007_02_customer_id ON payment_p2007_02 USING btree (customer_id);


--
-- Name: idx_fk_payment_p2007_02_staff_id; Type: INDEX; Schema: public; Owner: postgres; Tablespace: 
--

CREATE INDEX idx_fk_payment_p2007_02_staff_id ON payment_p2007_02 USING btree (staff_id);


--
-- Name: idx_fk_payment_p2007_03_customer_id; Type: INDEX; Schema: public; Owner: postgres; Tablespace: 
--

CREATE INDEX idx_fk_payment_p2007_03_customer_id ON payment_p2007_03 USING btree (customer_id);


--
-- Name: idx_fk_payment_p2007_03_staff_id; Type: INDEX; Schema: public; Owner: postgres; Tablespace: 
--

CREATE INDEX idx_fk_payment_p2007_03_staff_id ON payment_p2007_03 USING btree (staff_id);


--
-- Name: idx_fk_payment_p2007_04_customer_id; Type: INDEX; Schema: public; Owner: postgres; Tablespace: 
--

CREATE INDEX idx_fk_payment_p2007_04_customer_id ON payment_p2007_04 USING btree (customer_id);


--
-- Name: idx_fk_payment_p2007_04_staff_id; Type: INDEX; Schema: public; Owner: postgres; Tablespace: 
--

CREATE INDEX idx_fk_payment_p2007_04_staff_id ON payment_p2007_04 USING btree (staff_id);


--
-- Name: idx_fk_payment_p2007_05_customer_id; Type: INDEX; Schema: public; Owner: postgres; Tablespace: 
--

CREATE INDEX idx_fk_payment_p2007_05_customer_id ON payment_p2007_05 USING btree (customer_id);


--
-- Name: idx_fk_payment_p2007_05_staff_id; Type: INDEX; Schema: public; Owner: postgres; Tablespace: 
--

CREATE INDEX idx_fk_payment_p2007_05_staff_id ON payment_p2007_05 USING btree (staff_id);


--
-- Name: idx_fk_payment_p2007_06_customer_id; Type: INDEX; Schema: public; Owner: postgres; Tablespace: 
--

CREATE INDEX idx_fk_payment_p2007_06_customer_id ON payment_p2007_06 USING btree (customer_id);


--
-- Name: idx_fk_payment_p2007_06_staff_id; Type: INDEX; Schema: public; Owner: postgres; Tablespace: 
--

CREATE INDEX idx_fk_payment_p2007_06_staff_id ON payment_p2007_06 USING btree (staff_id);


--
-- Name: idx_fk_staff_id; Type: INDEX; Schema: public; Owner: postgres; Tablespace: 
--

CREATE INDEX idx_fk_staff_id ON payment USING btree (staff_id);


--
-- Name: idx_fk_store_id; Type: INDEX; Schema: public; Owner: postgres; Tablespace: 
--

CREATE INDEX idx_fk_store_id ON customer USING btree (store_id);


--
-- Name: idx_last_name; Type: INDEX; Schema: public; Owner: postgres; Tablespace: 
--

CREATE INDEX idx_last_name ON customer USING btree (last_name);


--
-- Name: idx_store_id_film_id; Type: INDEX; Schema: public; Owner: postgres; Tablespace: 
--

CREATE INDEX idx_store_id_film_id ON inventory USING btree (store_id, film_id);


--
-- Name: idx_title; Type: INDEX; Schema: public; Owner: postgres; Tablespace: 
--

CREATE INDEX idx_title ON film USING btree (title);


--
-- Name: idx_unq_manager_staff_id; Type: INDEX; Schema: public; Owner: postgres; Tablespace: 
--

CREATE UNIQUE INDEX idx_unq_manager_staff_id ON store USING btree (manager_staff_id);


--
-- Name: idx_unq_rental_rental_date_inventory_id_customer_id; Type: INDEX; Schema: public; Owner: postgres; Tablespace: 
--

CREATE UNIQUE INDEX idx_unq_rental_rental_date_inventory_id_customer_id ON rental USING btree (rental_date, inventory_id, customer_id);


--
-- Name: payment_insert_p2007_01; Type: RULE; Schema: public; Owner: postgres
--

CREATE RULE payment_insert_p2007_01 AS ON INSERT TO payment WHERE ((new.payment_date >= '2007-01-01 00:00:00'::timestamp without time zone) AND (new.payment_date < '2007-02-01 00:00:00'::timestamp without time zone)) DO INSTEAD INSERT INTO payment_p2007_01 (payment_id, customer_id, staff_id, rental_id, amount, payment_date) VALUES (DEFAULT, new.customer_id, new.staff_id, new.rental_id, new.amount, new.payment_date);


--
-- Name: payment_insert_p2007_02; Type: RULE; Schema: public; Owner: postgres
--

CREATE RULE payment_insert_p2007_02 AS ON INSERT TO payment WHERE ((new.payment_date >= '2007-02-01 00:00:00'::timestamp without time zone) AND (new.payment_date < '2007-03-01 00:00:00'::timestamp without time zone)) DO INSTEAD INSERT INTO payment_p2007_02 (payment_id, customer_id, staff_id, rental_id, amount, payment_date) VALUES (DEFAULT, new.customer_id, new.staff_id, new.rental_id, new.amount, new.payment_date);


--
-- Name: payment_insert_p2007_03; Type: RULE; Schema: public; Owner: postgres
--

CREATE RULE payment_insert_p2007_03 AS ON INSERT TO payment WHERE ((new.payment_date >= '2007-03-01 00:00:00'::timestamp without time zone) AND (new.payment_date < '2007-04-01 00:00:00'::timestamp without time zone)) DO INSTEAD INSERT INTO payment_p2007_03 (payment_id, customer_id, staff_id, rental_id, amount, payment_date) VALUES (DEFAULT, new.customer_id, new.staff_id, new.rental_id, new.amount, new.payment_date);


--
-- Name: payment_insert_p2007_04; Type: RULE; Schema: public; Owner: postgres
--

CREATE RULE payment_insert_p2007_04 AS ON INSERT TO payment WHERE ((new.payment_date >= '2007-04-01 00:00:00'::timestamp without time zone) AND (new.payment_date < '2007-05-01 00:00:00'::timestamp without time zone)) DO INSTEAD INSERT INTO payment_p2007_04 (payment_id, customer_id, staff_id, rental_id, amount, payment_date) VALUES (DEFAULT, new.customer_id, new.staff_id, new.rental_id, new.amount, new.payment_date);


--
-- Name: payment_insert_p2007_05; Type: RULE; Schema: public; Owner: postgres
--

CREATE RULE payment_insert_p2007_05 AS ON INSERT TO payment WHERE ((new.payment_date >= '2007-05-01 00:00:00'::timestamp without time zone) AND (new.payment_date < '2007-06-01 00:00:00'::timestamp without time zone)) DO INSTEAD INSERT INTO payment_p2007_05 (payment_id, customer_id, staff_id, rental_id, amount, payment_date) VALUES (DEFAULT, new.customer_id, new.staff_id, new.rental_id, new.amount, new.payment_date);


--
-- Name: payment_insert_p2007_06; Type: RULE; Schema: public; Owner: postgres
--

CREATE RULE payment_insert_p2007_06 AS ON INSERT TO payment WHERE ((new.payment_date >= '2007-06-01 00:00:00'::timestamp without time zone) AND (new.payment_date < '2007-07-01 00:00:00'::timestamp without time zone)) DO INSTEAD INSERT INTO payment_p2007_06 (payment_id, customer_id, staff_id, rental_id, amount, payment_date) VALUES (DEFAULT, new.customer_id, new.staff_id, new.rental_id, new.amount, new.payment_date);


--
-- Name: film_fulltext_trigger; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER film_fulltext_trigger
    BEFORE INSERT OR UPDATE ON film
    FOR EACH ROW
    EXECUTE PROCEDURE tsvector_update_trigger('fulltext', 'pg_catalog.english', 'title', 'description');


--
-- Name: last_updated; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER last_updated
    BEFORE UPDATE ON actor
    FOR EACH ROW
    EXECUTE PROCEDURE last_updated();


--
-- Name: last_updated; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER last_updated
    BEFORE UPDATE ON address
    FOR EACH ROW
    EXECUTE PROCEDURE last_updated();


--
-- Name: last_updated; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER last_updated
    BEFORE UPDATE ON category
    FOR EACH ROW
    EXECUTE PROCEDURE last_updated();


--
-- Name: last_updated; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER last_updated
    BEFORE UPDATE ON city
    FOR EACH ROW
    EXECUTE PROCEDURE last_updated();


--
-- Name: last_updated; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER last_updated
    BEFORE UPDATE ON country
    FOR EACH ROW
    EXECUTE PROCEDURE last_updated();


--
-- Name: last_updated; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER last_updated
    BEFORE UPDATE ON customer
    FOR EACH ROW
    EXECUTE PROCEDURE last_updated();


--
-- Name: last_updated; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER last_updated
    BEFORE UPDATE ON film
    FOR EACH ROW
    EXECUTE PROCEDURE last_updated();


--
-- Name: last_updated; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER last_updated
    BEFORE UPDATE ON film_actor
    FOR EACH ROW
    EXECUTE PROCEDURE last_updated();


--
-- Name: last_updated; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER last_updated
    BEFORE UPDATE ON film_category
    FOR EACH ROW
    EXECUTE PROCEDURE last_updated();


--
-- Name: last_updated; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER last_updated
    BEFORE UPDATE ON inventory
    FOR EACH ROW
    EXECUTE PROCEDURE last_updated();


--
-- Name: last_updated; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER last_updated
    BEFORE UPDATE ON language
    FOR EACH ROW
    EXECUTE PROCEDURE last_updated();


--
-- Name: last_updated; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER last_updated
    BEFORE UPDATE ON rental
    FOR EACH ROW
    EXECUTE PROCEDURE last_updated();


--
-- Name: last_updated; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER last_updated
    BEFORE UPDATE ON staff
    FOR EACH ROW
    EXECUTE PROCEDURE last_updated();


--
-- Name: last_updated; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER last_updated
    BEFORE UPDATE ON store
    FOR EACH ROW
    EXECUTE PROCEDURE last_updated();


--
-- Name: address_city_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY address
    ADD CONSTRAINT address_city_id_fkey FOREIGN KEY (city_id) REFERENCES city(city_id) ON UPDATE CASCADE ON DELETE RESTRICT;


--
-- Name: city_country_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY city
    ADD CONSTRAINT city_country_id_fkey FOREIGN KEY (country_id) REFERENCES country(country_id) ON UPDATE CASCADE ON DELETE RESTRICT;


--
-- Name: customer_address_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY customer
    ADD CONSTRAINT customer_address_id_fkey FOREIGN KEY (address_id) REFERENCES address(address_id) ON UPDATE CASCADE ON DELETE RESTRICT;


--
-- Name: customer_store_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY customer
    ADD CONSTRAINT customer_store_id_fkey FOREIGN KEY (store_id) REFERENCES store(store_id) ON UPDATE CASCADE ON DELETE RESTRICT;


--
-- Name: film_actor_actor_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY film_actor
    ADD CONSTRAINT film_actor_actor_id_fkey FOREIGN KEY (actor_id) REFERENCES actor(actor_id) ON UPDATE CASCADE ON DELETE RESTRICT;


--
-- Name: film_actor_film_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY film_actor
    ADD CONSTRAINT film_actor_film_id_fkey FOREIGN KEY (film_id) REFERENCES film(film_id) ON UPDATE CASCADE ON DELETE RESTRICT;


--
-- Name: film_category_category_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY film_category
    ADD CONSTRAINT film_category_category_id_fkey FOREIGN KEY (category_id) REFERENCES category(category_id) ON UPDATE CASCADE ON DELETE RESTRICT;


--
-- Name: film_category_film_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY film_category
    ADD CONSTRAINT film_category_film_id_fkey FOREIGN KEY (film_id) REFERENCES film(film_id) ON UPDATE CASCADE ON DELETE RESTRICT;


--
-- Name: film_language_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY film
    ADD CONSTRAINT film_language_id_fkey FOREIGN KEY (language_id) REFERENCES language(language_id) ON UPDATE CASCADE ON DELETE RESTRICT;


--
-- Name: film_original_language_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY film
    ADD CONSTRAINT film_original_language_id_fkey FOREIGN KEY (original_language_id) REFERENCES language(language_id) ON UPDATE CASCADE ON DELETE RESTRICT;


--
-- Name: inventory_film_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY inventory
    ADD CONSTRAINT inventory_film_id_fkey FOREIGN KEY (film_id) REFERENCES film(film_id) ON UPDATE CASCADE ON DELETE RESTRICT;


--
-- Name: inventory_store_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY inventory
    ADD CONSTRAINT inventory_store_id_fkey FOREIGN KEY (store_id) REFERENCES store(store_id) ON UPDATE CASCADE ON DELETE RESTRICT;


--
-- Name: payment_customer_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY payment
    ADD CONSTRAINT payment_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(customer_id) ON UPDATE CASCADE ON DELETE RESTRICT;


--
-- Name: payment_p2007_01_customer_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY payment_p2007_01
    ADD CONSTRAINT payment_p2007_01_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(customer_id);


--
-- Name: payment_p2007_01_rental_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY payment_p2007_01
    ADD CONSTRAINT payment_p2007_01_rental_id_fkey FOREIGN KEY (rental_id) REFERENCES rental(rental_id);


--
-- Name: payment_p2007_01_staff_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY payment_p2007_01
    ADD CONSTRAINT payment_p2007_01_staff_id_fkey FOREIGN KEY (staff_id) REFERENCES staff(staff_id);


--
-- Name: payment_p2007_02_customer_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY payment_p2007_02
    ADD CONSTRAINT payment_p2007_02_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(customer_id);


--
-- Name: payment_p2007_02_rental_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY payment_p2007_02
    ADD CONSTRAINT payment_p2007_02_rental_id_fkey FOREIGN KEY (rental_id) REFERENCES rental(rental_id);


--
-- Name: payment_p2007_02_staff_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY payment_p2007_02
    ADD CONSTRAINT payment_p2007_02_staff_id_fkey FOREIGN KEY (staff_id) REFERENCES staff(staff_id);


--
-- Name: payment_p2007_03_customer_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY payment_p2007_03
    ADD CONSTRAINT payment_p2007_03_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(customer_id);


--
-- Name: payment_p2007_03_rental_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY payment_p2007_03
    ADD CONSTRAINT payment_p2007_03_rental_id_fkey FOREIGN KEY (rental_id) REFERENCES rental(rental_id);


--
-- Name: payment_p2007_03_staff_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY payment_p2007_03
    ADD CONSTRAINT payment_p2007_03_staff_id_fkey FOREIGN KEY (staff_id) REFERENCES staff(staff_id);


--
-- Name: payment_p2007_04_customer_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY payment_p2007_04
    ADD CONSTRAINT payment_p2007_04_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(customer_id);


--
-- Name: payment_p2007_04_rental_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY payment_p2007_04
    ADD CONSTRAINT payment_p2007_04_rental_id_fkey FOREIGN KEY (rental_id) REFERENCES rental(rental_id);


--
-- Name: payment_p2007_04_staff_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY payment_p2007_04
    ADD CONSTRAINT payment_p2007_04_staff_id_fkey FOREIGN KEY (staff_id) REFERENCES staff(staff_id);


--
-- Name: payment_p2007_05_customer_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY payment_p2007_05
    ADD CONSTRAINT payment_p2007_05_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(customer_id);


--
-- Name: payment_p2007_05_rental_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY payment_p2007_05
    ADD CONSTRAINT payment_p2007_05_rental_id_fkey FOREIGN KEY (rental_id) REFERENCES rental(rental_id);


--
-- Name: payment_p2007_05_staff_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY payment_p2007_05
    ADD CONSTRAINT payment_p2007_05_staff_id_fkey FOREIGN KEY (staff_id) REFERENCES staff(staff_id);


--
-- Name: payment_p2007_06_customer_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY payment_p2007_06
    ADD CONSTRAINT payment_p2007_06_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(customer_id);


--
-- Name: payment_p2007_06_rental_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY payment_p2007_06
    ADD CONSTRAINT payment_p2007_06_rental_id_fkey FOREIGN KEY (rental_id) REFERENCES rental(rental_id);


--
-- Name: payment_p2007_06_staff_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY payment_p2007_06
    ADD CONSTRAINT payment_p2007_06_staff_id_fkey FOREIGN KEY (staff_id) REFERENCES staff(staff_id);


--
-- Name: payment_rental_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY payment
    ADD CONSTRAINT payment_rental_id_fkey FOREIGN KEY (rental_id) REFERENCES rental(rental_id) ON UPDATE CASCADE ON DELETE SET NULL;


--
-- Name: payment_staff_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY payment
    ADD CONSTRAINT payment_staff_id_fkey FOREIGN KEY (staff_id) REFERENCES staff(staff_id) ON UPDATE CASCADE ON DELETE RESTRICT;


--
-- Name: rental_customer_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY rental
    ADD CONSTRAINT rental_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(customer_id) ON UPDATE CASCADE ON DELETE RESTRICT;


--
-- Name: rental_inventory_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY rental
    ADD CONSTRAINT rental_inventory_id_fkey FOREIGN KEY (inventory_id) REFERENCES inventory(inventory_id) ON UPDATE CASCADE ON DELETE RESTRICT;


--
-- Name: rental_staff_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY rental
    ADD CONSTRAINT rental_staff_id_fkey FOREIGN KEY (staff_id) REFERENCES staff(staff_id) ON UPDATE CASCADE ON DELETE RESTRICT;


--
-- Name: staff_address_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY staff
    ADD CONSTRAINT staff_address_id_fkey FOREIGN KEY (address_id) REFERENCES address(address_id) ON UPDATE CASCADE ON DELETE RESTRICT;


--
-- Name: staff_store_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY staff
    ADD CONSTRAINT staff_store_id_fkey FOREIGN KEY (store_id) REFERENCES store(store_id);


--
-- Name: store_address_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY store
    ADD CONSTRAINT store_address_id_fkey FOREIGN KEY (address_id) REFERENCES address(address_id) ON UPDATE CASCADE ON DELETE RESTRICT;


--
-- Name: store_manager_staff_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY store
    ADD CONSTRAINT store_manager_staff_id_fkey FOREIGN KEY (manager_staff_id) REFERENCES staff(staff_id) ON UPDATE CASCADE ON DELETE RESTRICT;


--
-- Name: public; Type: ACL; Schema: -; Owner: postgres
--

REVOKE ALL ON SCHEMA public FROM PUBLIC;
GRANT ALL ON SCHEMA public TO postgres;
GRANT ALL ON SCHEMA public TO PUBLIC;


--
-- PostgreSQL database dump complete
--

--
-- PostgreSQL database dump

SET client_encoding = 'UTF8';
SET standard_conforming_strings = off;
SET check_function_bodies = false;
SET client_min_messages = warning;
SET escape_string_warning = off;

SET search_path = public, pg_catalog;

--
-- Name: actor_actor_id_seq; Type: SEQUENCE SET; Schema: public; Owner: postgres
--

SELECT pg_catalog.setval('actor_actor_id_seq', 200, true);


--
-- Name: category_category_id_seq; Type: SEQUENCE SET; Schema: public; Owner: postgres
--

SELECT pg_catalog.setval('category_category_id_seq', 16, true);


--
-- Name: film_film_id_seq; Type: SEQUENCE SET; Schema: public; Owner: postgres
--

SELECT pg_catalog.setval('film_film_id_seq', 1000, true);


--
-- Name: address_address_id_seq; Type: SEQUENCE SET; Schema: public; Owner: postgres
--

SELECT pg_catalog.setval('address_address_id_seq', 605, true);


--
-- Name: city_city_id_seq; Type: SEQUENCE SET; Schema: public; Owner: postgres
--

SELECT pg_catalog.setval('city_city_id_seq', 600, true);


--
-- Name: country_country_id_seq; Type: SEQUENCE SET; Schema: public; Owner: postgres
--

SELECT pg_catalog.setval('country_country_id_seq', 109, true);


--
-- Name: customer_customer_id_seq; Type: SEQUENCE SET; Schema: public; Owner: postgres
--

SELECT pg_catalog.setval('customer_customer_id_seq', 599, true);


--
-- Name: inventory_inventory_id_seq; Type: SEQUENCE SET; Schema: public; Owner: postgres
--

SELECT pg_catalog.setval('inventory_inventory_id_seq', 4581, true);


--
-- Name: language_language_id_seq; Type: SEQUENCE SET; Schema: public; Owner: postgres
--

SELECT pg_catalog.setval('language_language_id_seq', 6, true);


--
-- Name: payment_payment_id_seq; Type: SEQUENCE SET; Schema: public; Owner: postgres
--

SELECT pg_catalog.setval('payment_payment_id_seq', 32098, true);


--
-- Name: rental_rental_id_seq; Type: SEQUENCE SET; Schema: public; Owner: postgres
--

SELECT pg_catalog.setval('rental_rental_id_seq', 16049, true);


--
-- Name: staff_staff_id_seq; Type: SEQUENCE SET; Schema: public; Owner: postgres
--

SELECT pg_catalog.setval('staff_staff_id_seq', 2, true);


--
-- Name: store_store_id_seq; Type: SEQUENCE SET; Schema: public; Owner: postgres
--

SELECT pg_catalog.setval('store_store_id_seq', 2, true);


-- Import data into table: language

ALTER TABLE language DISABLE TRIGGER ALL;
--
-- PostgreSQL database dump
--

--
-- Data for Name: language; Type: TABLE DATA; Schema: public; Owner: postgres
--

COPY public.language (language_id, name, last_update) FROM stdin;
5	French              	2006-02-15 05:02:19
1	English             	2006-02-15 05:02:19
6	German              	2006-02-15 05:02:19
4	Mandarin            	2006-02-15 05:02:19
2	Italian             	2006-02-15 05:02:19
3	Japanese            	2006-02-15 05:02:19
\.


--
-- PostgreSQL database dump complete
--

ALTER TABLE language ENABLE TRIGGER ALL;


-- import data into table:  country

ALTER TABLE country DISABLE TRIGGER ALL;
--
-- PostgreSQL database dump
--

--
-- Data for Name: country; Type: TABLE DATA; Schema: public; Owner: postgres
--

COPY public.country (country_id, country, last_update) FROM stdin;
81	Saint Vincent and the Grenadines	2006-02-15 04:44:00
61	Moldova	2006-02-15 04:44:00
45	Indonesia	2006-02-15 04:44:00
5	Anguilla	2006-02-15 04:44:00
1	Afghanistan	2006-02-15 04:44:00
98	Turkmenistan	2006-02-15 04:44:00
102	United Kingdom	2006-02-15 04:44:00
49	Italy	2006-02-15 04:44:00
11	Bahrain	2006-02-15 04:44:00
78	Romania	2006-02-15 04:44:00
64	Myanmar	2006-02-15 04:44:00
107	Yemen	2006-02-15 04:44:00
41	Holy See (Vatican City State)	2006-02-15 04:44:00
29	Egypt	2006-02-15 04:44:00
89	Sudan	2006-02-15 04:44:00
52	Kenya	2006-02-15 04:44:00
55	Liechtenstein	2006-02-15 04:44:00
13	Belarus	2006-02-15 04:44:00
21	Chad	2006-02-15 04:44:00
43	Hungary	2006-02-15 04:44:00
38	Germany	2006-02-15 04:44:00
86	South Korea	2006-02-15 04:44:00
91	Switzerland	2006-02-15 04:44:00
90	Sweden	2006-02-15 04:44:00
16	Brunei	2006-02-15 04:44:00
59	Malaysia	2006-02-15 04:44:00
12	Bangladesh	2006-02-15 04:44:00
73	Paraguay	2006-02-15 04:44:00
40	Greenland	2006-02-15 04:44:00
97	Turkey	2006-02-15 04:44:00
15	Brazil	2006-02-15 04:44:00
44	India	2006-02-15 04:44:00
6	Argentina	2006-02-15 04:44:00
51	Kazakstan	2006-02-15 04:44:00
105	Vietnam	2006-02-15 04:44:00
7	Armenia	2006-02-15 04:44:00
96	Tunisia	2006-02-15 04:44:00
42	Hong Kong	2006-02-15 04:44:00
50	Japan	2006-02-15 04:44:00
32	Faroe Islands	2006-02-15 04:44:00
\.


--
-- PostgreSQL database dump complete
--

ALTER TABLE country ENABLE TRIGGER ALL;


-- Import data into table: city

ALTER TABLE city DISABLE TRIGGER ALL;
--
-- PostgreSQL database dump
--

--
-- Data for Name: city; Type: TABLE DATA; Schema: public; Owner: postgres
--

COPY public.city (city_id, city, country_id, last_update) FROM stdin;
81	Birgunj	66	2006-02-15 04:45:25
600	Ziguinchor	83	2006-02-15 04:45:25
144	Dhule (Dhulia)	44	2006-02-15 04:45:25
488	Sokoto	69	2006-02-15 04:45:25
399	Pathankot	44	2006-02-15 04:45:25
149	Dundee	102	2006-02-15 04:45:25
135	Dallas	103	2006-02-15 04:45:25
311	Loja	28	2006-02-15 04:45:25
489	Songkhla	94	2006-02-15 04:45:25
115	Chisinau	61	2006-02-15 04:45:25
367	Niznekamsk	80	2006-02-15 04:45:25
355	Nagareyama	50	2006-02-15 04:45:25
189	Guaruj	15	2006-02-15 04:45:25
479	Simferopol	100	2006-02-15 04:45:25
126	Compton	103	2006-02-15 04:45:25
509	Surakarta	45	2006-02-15 04:45:25
332	Meixian	23	2006-02-15 04:45:25
61	Baybay	75	2006-02-15 04:45:25
407	Pingxiang	23	2006-02-15 04:45:25
116	Chungho	92	2006-02-15 04:45:25
45	Baha Blanca	6	2006-02-15 04:45:25
553	Uijongbu	86	2006-02-15 04:45:25
231	Jaipur	44	2006-02-15 04:45:25
228	Iwatsuki	50	2006-02-15 04:45:25
572	Vitria de Santo Anto	15	2006-02-15 04:45:25
508	Sunnyvale	103	2006-02-15 04:45:25
568	Vijayawada	44	2006-02-15 04:45:25
513	Tabora	93	2006-02-15 04:45:25
273	Klerksdorp	85	2006-02-15 04:45:25
5	Adana	97	2006-02-15 04:45:25
569	Vila Velha	15	2006-02-15 04:45:25
478	Siliguri (Shiliguri)	44	2006-02-15 04:45:25
599	Zhoushan	23	2006-02-15 04:45:25
263	Karnal	44	2006-02-15 04:45:25
243	Jodhpur	44	2006-02-15 04:45:25
319	Mahajanga	57	2006-02-15 04:45:25
410	Po	15	2006-02-15 04:45:25
409	Plock	76	2006-02-15 04:45:25
539	Tonghae	86	2006-02-15 04:45:25
437	Rustenburg	85	2006-02-15 04:45:25
\.


--
-- PostgreSQL database dump complete
--

ALTER TABLE city ENABLE TRIGGER ALL;


-- Import data into table: address

ALTER TABLE address DISABLE TRIGGER ALL;
--
-- PostgreSQL database dump
--

--
-- Data for Name: address; Type: TABLE DATA; Schema: public; Owner: postgres
--

COPY public.address (address_id, address, address2, district, city_id, postal_code, phone, last_update) FROM stdin;
81	1692 Ede Loop	\N	 	30	9223	 	2006-02-15 04:45:30
600	1837 Kaduna Parkway	\N	 	241	82580	 	2006-02-15 04:45:30
144	1666 Beni-Mellal Place	\N	 	123	13377	 	2006-02-15 04:45:30
488	698 Jelets Boulevard	\N	 	142	2596	 	2006-02-15 04:45:30
399	331 Bydgoszcz Parkway	\N	 	181	966	 	2006-02-15 04:45:30
149	999 Sanaa Loop	\N	 	491	3439	 	2006-02-15 04:45:30
135	1752 So Leopoldo Parkway	\N	 	345	14014	 	2006-02-15 04:45:30
311	715 So Bernardo do Campo Lane	\N	 	507	84804	 	2006-02-15 04:45:30
489	1297 Alvorada Parkway	\N	 	587	11839	 	2006-02-15 04:45:30
115	1378 Alvorada Avenue	\N	 	102	75834	 	2006-02-15 04:45:30
367	1163 London Parkway	\N	 	66	6066	 	2006-02-15 04:45:30
355	469 Nakhon Sawan Street	\N	 	531	58866	 	2006-02-15 04:45:30
189	927 Barcelona Street	\N	 	467	65121	 	2006-02-15 04:45:30
479	1854 Okara Boulevard	\N	 	158	42123	 	2006-02-15 04:45:30
126	1175 Tanauan Way	\N	 	305	64615	 	2006-02-15 04:45:30
509	786 Matsue Way	\N	 	245	37469	 	2006-02-15 04:45:30
332	663 Baha Blanca Parkway	\N	 	5	33463	 	2006-02-15 04:45:30
61	943 Tokat Street	\N	 	560	45428	 	2006-02-15 04:45:30
407	1346 Mysore Drive	\N	 	92	61507	 	2006-02-15 04:45:30
116	793 Cam Ranh Avenue	\N	 	292	87057	 	2006-02-15 04:45:30
45	42 Brindisi Place	\N	 	586	16744	 	2006-02-15 04:45:30
553	1421 Quilmes Lane	\N	 	260	19151	 	2006-02-15 04:45:30
231	430 Alessandria Loop	\N	 	439	47446	 	2006-02-15 04:45:30
228	60 Poos de Caldas Street	\N	 	243	82338	 	2006-02-15 04:45:30
572	539 Hami Way	\N	 	538	52196	 	2006-02-15 04:45:30
508	496 Celaya Drive	\N	 	552	90797	 	2006-02-15 04:45:30
568	1342 Sharja Way	\N	 	488	93655	 	2006-02-15 04:45:30
513	758 Korolev Parkway	\N	 	568	75474	 	2006-02-15 04:45:30
273	1519 Ilorin Place	\N	 	395	49298	 	2006-02-15 04:45:30
5	1913 Hanoi Way	\N	 	463	35200	 	2006-02-15 04:45:30
569	1342 Abha Boulevard	\N	 	95	10714	 	2006-02-15 04:45:30
478	1078 Stara Zagora Drive	\N	 	301	69221	 	2006-02-15 04:45:30
599	1895 Zhezqazghan Drive	\N	 	177	36693	 	2006-02-15 04:45:30
263	532 Toulon Street	\N	 	460	69517	 	2006-02-15 04:45:30
243	47 Syktyvkar Lane	\N	 	118	22236	 	2006-02-15 04:45:30
319	1957 Yantai Lane	\N	 	490	59255	 	2006-02-15 04:45:30
410	88 Nagaon Manor	\N	 	524	86868	 	2006-02-15 04:45:30
409	1266 Laredo Parkway	\N	 	380	7664	 	2006-02-15 04:45:30
539	1332 Gaziantep Lane	\N	 	80	22813	 	2006-02-15 04:45:30
437	1766 Almirante Brown Street	\N	 	364	63104	 	2006-02-15 04:45:30
\.


--
-- PostgreSQL database dump complete
--

ALTER TABLE address ENABLE TRIGGER ALL;


-- Import data into table: actor

ALTER TABLE actor DISABLE TRIGGER ALL;
--
-- PostgreSQL database dump
--

--
-- Data for Name: actor; Type: TABLE DATA; Schema: public; Owner: postgres
--

COPY public.actor (actor_id, first_name, last_name, last_update) FROM stdin;
81	SCARLETT	DAMON	2006-02-15 04:34:33
144	ANGELA	WITHERSPOON	2006-02-15 04:34:33
149	RUSSELL	TEMPLE	2006-02-15 04:34:33
135	RITA	REYNOLDS	2006-02-15 04:34:33
115	HARRISON	BALE	2006-02-15 04:34:33
189	CUBA	BIRCH	2006-02-15 04:34:33
126	FRANCES	TOMEI	2006-02-15 04:34:33
61	CHRISTIAN	NEESON	2006-02-15 04:34:33
116	DAN	STREEP	2006-02-15 04:34:33
45	REESE	KILMER	2006-02-15 04:34:33
5	JOHNNY	LOLLOBRIGIDA	2006-02-15 04:34:33
142	JADA	RYDER	2006-02-15 04:34:33
1	PENELOPE	GUINESS	2006-02-15 04:34:33
140	WHOOPI	HURT	2006-02-15 04:34:33
98	CHRIS	BRIDGES	2006-02-15 04:34:33
102	WALTER	TORN	2006-02-15 04:34:33
49	ANNE	CRONYN	2006-02-15 04:34:33
11	ZERO	CAGE	2006-02-15 04:34:33
78	GROUCHO	SINATRA	2006-02-15 04:34:33
64	RAY	JOHANSSON	2006-02-15 04:34:33
107	GINA	DEGENERES	2006-02-15 04:34:33
41	JODIE	DEGENERES	2006-02-15 04:34:33
152	BEN	HARRIS	2006-02-15 04:34:33
29	ALEC	WAYNE	2006-02-15 04:34:33
123	JULIANNE	DENCH	2006-02-15 04:34:33
178	LISA	MONROE	2006-02-15 04:34:33
89	CHARLIZE	DENCH	2006-02-15 04:34:33
136	ED	MANSFIELD	2006-02-15 04:34:33
148	EMILY	DEE	2006-02-15 04:34:33
171	OLYMPIA	PFEIFFER	2006-02-15 04:34:33
52	CARMEN	HUNT	2006-02-15 04:34:33
55	FAY	KILMER	2006-02-15 04:34:33
159	LAURA	BRODY	2006-02-15 04:34:33
170	MENA	HOPPER	2006-02-15 04:34:33
131	JANE	JACKMAN	2006-02-15 04:34:33
13	UMA	WOOD	2006-02-15 04:34:33
21	KIRSTEN	PALTROW	2006-02-15 04:34:33
43	KIRK	JOVOVICH	2006-02-15 04:34:33
38	TOM	MCKELLEN	2006-02-15 04:34:33
86	GREG	CHAPLIN	2006-02-15 04:34:33
\.


--
-- PostgreSQL database dump complete
--

ALTER TABLE actor ENABLE TRIGGER ALL;


-- Import data into table: staff

ALTER TABLE staff DISABLE TRIGGER ALL;
--
-- PostgreSQL database dump
--

--
-- Data for Name: staff; Type: TABLE DATA; Schema: public; Owner: postgres
--

COPY public.staff (staff_id, first_name, last_name, address_id, email, store_id, active, username, password, last_update, picture) FROM stdin;
1	Mike	Hillyer	3	Mike.Hillyer@sakilastaff.com	1	t	Mike	8cb2237d0679ca88db6464eac60da96345513964	2006-02-15 04:57:16	\N
2	Jon	Stephens	4	Jon.Stephens@sakilastaff.com	2	t	Jon	8cb2237d0679ca88db6464eac60da96345513964	2006-02-15 04:57:16	\N
\.


--
-- PostgreSQL database dump complete
--

ALTER TABLE staff ENABLE TRIGGER ALL;


-- Import data into table: store

ALTER TABLE store DISABLE TRIGGER ALL;
--
-- PostgreSQL database dump
--

--
-- Data for Name: store; Type: TABLE DATA; Schema: public; Owner: postgres
--

COPY public.store (store_id, manager_staff_id, address_id, last_update) FROM stdin;
1	1	1	2006-02-15 04:57:12
2	2	2	2006-02-15 04:57:12
\.


--
-- PostgreSQL database dump complete
--

ALTER TABLE store ENABLE TRIGGER ALL;


-- Import data into table: category

ALTER TABLE category DISABLE TRIGGER ALL;
--
-- PostgreSQL database dump
--

--
-- Data for Name: category; Type: TABLE DATA; Schema: public; Owner: postgres
--

COPY public.category (category_id, name, last_update) FROM stdin;
5	Comedy	2006-02-15 04:46:27
1	Action	2006-02-15 04:46:27
11	Horror	2006-02-15 04:46:27
13	New	2006-02-15 04:46:27
16	Travel	2006-02-15 04:46:27
12	Music	2006-02-15 04:46:27
15	Sports	2006-02-15 04:46:27
6	Documentary	2006-02-15 04:46:27
7	Drama	2006-02-15 04:46:27
9	Foreign	2006-02-15 04:46:27
10	Games	2006-02-15 04:46:27
4	Classics	2006-02-15 04:46:27
2	Animation	2006-02-15 04:46:27
8	Family	2006-02-15 04:46:27
14	Sci-Fi	2006-02-15 04:46:27
3	Children	2006-02-15 04:46:27
\.


--
-- PostgreSQL database dump complete
--

ALTER TABLE category ENABLE TRIGGER ALL;


-- Import data into table: film

ALTER TABLE film DISABLE TRIGGER ALL;
--
-- PostgreSQL database dump
--

--
-- Data for Name: film; Type: TABLE DATA; Schema: public; Owner: postgres
--

COPY public.film (film_id, title, description, release_year, language_id, original_language_id, rental_duration, rental_rate, length, replacement_cost, rating, last_update, special_features, fulltext) FROM stdin;
854	STRANGERS GRAFFITI	A Brilliant Character Study of a Secret Agent And a Man who must Find a Cat in The Gulf of Mexico	2006	1	\N	4	4.99	119	22.99	R	2006-02-15 05:03:42	{Trailers,"Behind the Scenes"}	'agent':10 'brilliant':4 'cat':18 'charact':5 'find':16 'graffiti':2 'gulf':21 'man':13 'mexico':23 'must':15 'secret':9 'stranger':1 'studi':6
967	WEEKEND PERSONAL	A Fast-Paced Documentary of a Car And a Butler who must Find a Frisbee in A Jet Boat	2006	1	\N	5	2.99	134	26.99	R	2006-02-15 05:03:42	{Trailers,Commentaries,"Deleted Scenes","Behind the Scenes"}	'boat':22 'butler':13 'car':10 'documentari':7 'fast':5 'fast-pac':4 'find':16 'frisbe':18 'jet':21 'must':15 'pace':6 'person':2 'weekend':1
789	SHOCK CABIN	A Fateful Tale of a Mad Cow And a Crocodile who must Meet a Husband in New Orleans	2006	1	\N	7	2.99	79	15.99	PG-13	2006-02-15 05:03:42	{Trailers,Commentaries,"Behind the Scenes"}	'cabin':2 'cow':9 'crocodil':12 'fate':4 'husband':17 'mad':8 'meet':15 'must':14 'new':19 'orlean':20 'shock':1 'tale':5
81	BLINDNESS GUN	A Touching Drama of a Robot And a Dentist who must Meet a Hunter in A Jet Boat	2006	1	\N	6	4.99	103	29.99	PG-13	2006-02-15 05:03:42	{Trailers,"Behind the Scenes"}	'blind':1 'boat':20 'dentist':11 'drama':5 'gun':2 'hunter':16 'jet':19 'meet':14 'must':13 'robot':8 'touch':4
600	MOTIONS DETAILS	A Awe-Inspiring Reflection of a Dog And a Student who must Kill a Car in An Abandoned Fun House	2006	1	\N	5	0.99	166	16.99	PG	2006-02-15 05:03:42	{Trailers,Commentaries,"Behind the Scenes"}	'abandon':21 'awe':5 'awe-inspir':4 'car':18 'detail':2 'dog':10 'fun':22 'hous':23 'inspir':6 'kill':16 'motion':1 'must':15 'reflect':7 'student':13
144	CHINATOWN GLADIATOR	A Brilliant Panorama of a Technical Writer And a Lumberjack who must Escape a Butler in Ancient India	2006	1	\N	7	4.99	61	24.99	PG	2006-02-15 05:03:42	{Trailers,Commentaries,"Deleted Scenes"}	'ancient':19 'brilliant':4 'butler':17 'chinatown':1 'escap':15 'gladiat':2 'india':20 'lumberjack':12 'must':14 'panorama':5 'technic':8 'writer':9
835	SPY MILE	A Thrilling Documentary of a Feminist And a Feminist who must Confront a Feminist in A Baloon	2006	1	\N	6	2.99	112	13.99	PG-13	2006-02-15 05:03:42	{Trailers,Commentaries,"Deleted Scenes","Behind the Scenes"}	'baloon':19 'confront':14 'documentari':5 'feminist':8,11,16 'mile':2 'must':13 'spi':1 'thrill':4
488	JOON NORTHWEST	A Thrilling Panorama of a Technical Writer And a Car who must Discover a Forensic Psychologist in A Shark Tank	2006	1	\N	3	0.99	105	23.99	NC-17	2006-02-15 05:03:42	{Trailers,Commentaries,"Behind the Scenes"}	'car':12 'discov':15 'forens':17 'joon':1 'must':14 'northwest':2 'panorama':5 'psychologist':18 'shark':21 'tank':22 'technic':8 'thrill':4 'writer':9
985	WONDERLAND CHRISTMAS	A Awe-Inspiring Character Study of a Waitress And a Car who must Pursue a Mad Scientist in The First Manned Space Station	2006	1	\N	4	4.99	111	19.99	PG	2006-02-15 05:03:42	{Commentaries}	'awe':5 'awe-inspir':4 'car':14 'charact':7 'christma':2 'first':23 'inspir':6 'mad':19 'man':24 'must':16 'pursu':17 'scientist':20 'space':25 'station':26 'studi':8 'waitress':11 'wonderland':1
840	STAMPEDE DISTURBING	A Unbelieveable Tale of a Woman And a Lumberjack who must Fight a Frisbee in A U-Boat	2006	1	\N	5	0.99	75	26.99	R	2006-02-15 05:03:42	{Commentaries,"Deleted Scenes","Behind the Scenes"}	'boat':21 'disturb':2 'fight':14 'frisbe':16 'lumberjack':11 'must':13 'stamped':1 'tale':5 'u':20 'u-boat':19 'unbeliev':4 'woman':8
399	HAPPINESS UNITED	A Action-Packed Panorama of a Husband And a Feminist who must Meet a Forensic Psychologist in Ancient Japan	2006	1	\N	6	2.99	100	23.99	G	2006-02-15 05:03:42	{"Deleted Scenes"}	'action':5 'action-pack':4 'ancient':21 'feminist':13 'forens':18 'happi':1 'husband':10 'japan':22 'meet':16 'must':15 'pack':6 'panorama':7 'psychologist':19 'unit':2
984	WONDERFUL DROP	A Boring Panorama of a Woman And a Madman who must Overcome a Butler in A U-Boat	2006	1	\N	3	2.99	126	20.99	NC-17	2006-02-15 05:03:42	{Commentaries}	'boat':21 'bore':4 'butler':16 'drop':2 'madman':11 'must':13 'overcom':14 'panorama':5 'u':20 'u-boat':19 'woman':8 'wonder':1
149	CHRISTMAS MOONSHINE	A Action-Packed Epistle of a Feminist And a Astronaut who must Conquer a Boat in A Manhattan Penthouse	2006	1	\N	7	0.99	150	21.99	NC-17	2006-02-15 05:03:42	{Trailers,Commentaries,"Behind the Scenes"}	'action':5 'action-pack':4 'astronaut':13 'boat':18 'christma':1 'conquer':16 'epistl':7 'feminist':10 'manhattan':21 'moonshin':2 'must':15 'pack':6 'penthous':22
988	WORKER TARZAN	A Action-Packed Yarn of a Secret Agent And a Technical Writer who must Battle a Sumo Wrestler in The First Manned Space Station	2006	1	\N	7	2.99	139	26.99	R	2006-02-15 05:03:42	{Trailers,Commentaries,"Behind the Scenes"}	'action':5 'action-pack':4 'agent':11 'battl':18 'first':24 'man':25 'must':17 'pack':6 'secret':10 'space':26 'station':27 'sumo':20 'tarzan':2 'technic':14 'worker':1 'wrestler':21 'writer':15 'yarn':7
135	CHANCE RESURRECTION	A Astounding Story of a Forensic Psychologist And a Forensic Psychologist who must Overcome a Moose in Ancient China	2006	1	\N	3	2.99	70	22.99	R	2006-02-15 05:03:42	{Commentaries,"Deleted Scenes","Behind the Scenes"}	'ancient':20 'astound':4 'chanc':1 'china':21 'forens':8,12 'moos':18 'must':15 'overcom':16 'psychologist':9,13 'resurrect':2 'stori':5
311	FICTION CHRISTMAS	A Emotional Yarn of a A Shark And a Student who must Battle a Robot in An Abandoned Mine Shaft	2006	1	\N	4	0.99	72	14.99	PG	2006-02-15 05:03:42	{Trailers,Commentaries,"Deleted Scenes","Behind the Scenes"}	'abandon':20 'battl':15 'christma':2 'emot':4 'fiction':1 'mine':21 'must':14 'robot':17 'shaft':22 'shark':9 'student':12 'yarn':5
489	JUGGLER HARDLY	A Epic Story of a Mad Cow And a Astronaut who must Challenge a Car in California	2006	1	\N	4	0.99	54	14.99	PG-13	2006-02-15 05:03:42	{Trailers,Commentaries}	'astronaut':12 'california':19 'car':17 'challeng':15 'cow':9 'epic':4 'hard':2 'juggler':1 'mad':8 'must':14 'stori':5
115	CAMPUS REMEMBER	A Astounding Drama of a Crocodile And a Mad Cow who must Build a Robot in A Jet Boat	2006	1	\N	5	2.99	167	27.99	R	2006-02-15 05:03:42	{"Behind the Scenes"}	'astound':4 'boat':21 'build':15 'campus':1 'cow':12 'crocodil':8 'drama':5 'jet':20 'mad':11 'must':14 'rememb':2 'robot':17
990	WORLD LEATHERNECKS	A Unbelieveable Tale of a Pioneer And a Astronaut who must Overcome a Robot in An Abandoned Amusement Park	2006	1	\N	3	0.99	171	13.99	PG-13	2006-02-15 05:03:42	{Trailers,"Behind the Scenes"}	'abandon':19 'amus':20 'astronaut':11 'leatherneck':2 'must':13 'overcom':14 'park':21 'pioneer':8 'robot':16 'tale':5 'unbeliev':4 'world':1
970	WESTWARD SEABISCUIT	A Lacklusture Tale of a Butler And a Husband who must Face a Boy in Ancient China	2006	1	\N	7	0.99	52	11.99	NC-17	2006-02-15 05:03:42	{Commentaries,"Deleted Scenes"}	'ancient':18 'boy':16 'butler':8 'china':19 'face':14 'husband':11 'lacklustur':4 'must':13 'seabiscuit':2 'tale':5 'westward':1
367	GOLDMINE TYCOON	A Brilliant Epistle of a Composer And a Frisbee who must Conquer a Husband in The Outback	2006	1	\N	6	0.99	153	20.99	R	2006-02-15 05:03:42	{Trailers,"Behind the Scenes"}	'brilliant':4 'compos':8 'conquer':14 'epistl':5 'frisbe':11 'goldmin':1 'husband':16 'must':13 'outback':19 'tycoon':2
355	GHOSTBUSTERS ELF	A Thoughtful Epistle of a Dog And a Feminist who must Chase a Composer in Berlin	2006	1	\N	7	0.99	101	18.99	R	2006-02-15 05:03:42	{Trailers,"Deleted Scenes","Behind the Scenes"}	'berlin':18 'chase':14 'compos':16 'dog':8 'elf':2 'epistl':5 'feminist':11 'ghostbust':1 'must':13 'thought':4
189	CREATURES SHAKESPEARE	A Emotional Drama of a Womanizer And a Squirrel who must Vanquish a Crocodile in Ancient India	2006	1	\N	3	0.99	139	23.99	NC-17	2006-02-15 05:03:42	{Trailers,"Deleted Scenes"}	'ancient':18 'creatur':1 'crocodil':16 'drama':5 'emot':4 'india':19 'must':13 'shakespear':2 'squirrel':11 'vanquish':14 'woman':8
479	JEDI BENEATH	A Astounding Reflection of a Explorer And a Dentist who must Pursue a Student in Nigeria	2006	1	\N	7	0.99	128	12.99	PG	2006-02-15 05:03:42	{Trailers,Commentaries,"Deleted Scenes"}	'astound':4 'beneath':2 'dentist':11 'explor':8 'jedi':1 'must':13 'nigeria':18 'pursu':14 'reflect':5 'student':16
944	VIRGIN DAISY	A Awe-Inspiring Documentary of a Robot And a Mad Scientist who must Reach a Database Administrator in A Shark Tank	2006	1	\N	6	4.99	179	29.99	PG-13	2006-02-15 05:03:42	{Trailers,"Behind the Scenes"}	'administr':20 'awe':5 'awe-inspir':4 'daisi':2 'databas':19 'documentari':7 'inspir':6 'mad':13 'must':16 'reach':17 'robot':10 'scientist':14 'shark':23 'tank':24 'virgin':1
126	CASUALTIES ENCINO	A Insightful Yarn of a A Shark And a Pastry Chef who must Face a Boy in A Monastery	2006	1	\N	3	4.99	179	16.99	G	2006-02-15 05:03:42	{Trailers}	'boy':18 'casualti':1 'chef':13 'encino':2 'face':16 'insight':4 'monasteri':21 'must':15 'pastri':12 'shark':9 'yarn':5
509	LANGUAGE COWBOY	A Epic Yarn of a Cat And a Madman who must Vanquish a Dentist in An Abandoned Amusement Park	2006	1	\N	5	0.99	78	26.99	NC-17	2006-02-15 05:03:42	{Trailers,"Deleted Scenes"}	'abandon':19 'amus':20 'cat':8 'cowboy':2 'dentist':16 'epic':4 'languag':1 'madman':11 'must':13 'park':21 'vanquish':14 'yarn':5
332	FRANKENSTEIN STRANGER	A Insightful Character Study of a Feminist And a Pioneer who must Pursue a Pastry Chef in Nigeria	2006	1	\N	7	0.99	159	16.99	NC-17	2006-02-15 05:03:42	{"Deleted Scenes","Behind the Scenes"}	'charact':5 'chef':18 'feminist':9 'frankenstein':1 'insight':4 'must':14 'nigeria':20 'pastri':17 'pioneer':12 'pursu':15 'stranger':2 'studi':6
61	BEAUTY GREASE	A Fast-Paced Display of a Composer And a Moose who must Sink a Robot in An Abandoned Mine Shaft	2006	1	\N	5	4.99	175	28.99	G	2006-02-15 05:03:42	{Trailers,Commentaries}	'abandon':21 'beauti':1 'compos':10 'display':7 'fast':5 'fast-pac':4 'greas':2 'mine':22 'moos':13 'must':15 'pace':6 'robot':18 'shaft':23 'sink':16
864	SUNDANCE INVASION	A Epic Drama of a Lumberjack And a Explorer who must Confront a Hunter in A Baloon Factory	2006	1	\N	5	0.99	92	21.99	NC-17	2006-02-15 05:03:42	{Commentaries,"Behind the Scenes"}	'baloon':19 'confront':14 'drama':5 'epic':4 'explor':11 'factori':20 'hunter':16 'invas':2 'lumberjack':8 'must':13 'sundanc':1
407	HAWK CHILL	A Action-Packed Drama of a Mad Scientist And a Composer who must Outgun a Car in Australia	2006	1	\N	5	0.99	47	12.99	PG-13	2006-02-15 05:03:42	{"Behind the Scenes"}	'action':5 'action-pack':4 'australia':21 'car':19 'chill':2 'compos':14 'drama':7 'hawk':1 'mad':10 'must':16 'outgun':17 'pack':6 'scientist':11
658	PARIS WEEKEND	A Intrepid Story of a Squirrel And a Crocodile who must Defeat a Monkey in The Outback	2006	1	\N	7	2.99	121	19.99	PG-13	2006-02-15 05:03:42	{Trailers,Commentaries,"Deleted Scenes","Behind the Scenes"}	'crocodil':11 'defeat':14 'intrepid':4 'monkey':16 'must':13 'outback':19 'pari':1 'squirrel':8 'stori':5 'weekend':2
116	CANDIDATE PERDITION	A Brilliant Epistle of a Composer And a Database Administrator who must Vanquish a Mad Scientist in The First Manned Space Station	2006	1	\N	4	2.99	70	10.99	R	2006-02-15 05:03:42	{"Deleted Scenes","Behind the Scenes"}	'administr':12 'brilliant':4 'candid':1 'compos':8 'databas':11 'epistl':5 'first':21 'mad':17 'man':22 'must':14 'perdit':2 'scientist':18 'space':23 'station':24 'vanquish':15
45	ATTRACTION NEWTON	A Astounding Panorama of a Composer And a Frisbee who must Reach a Husband in Ancient Japan	2006	1	\N	5	4.99	83	14.99	PG-13	2006-02-15 05:03:42	{Trailers,"Behind the Scenes"}	'ancient':18 'astound':4 'attract':1 'compos':8 'frisbe':11 'husband':16 'japan':19 'must':13 'newton':2 'panorama':5 'reach':14
553	MAKER GABLES	A Stunning Display of a Moose And a Database Administrator who must Pursue a Composer in A Jet Boat	2006	1	\N	4	0.99	136	12.99	PG-13	2006-02-15 05:03:42	{"Deleted Scenes","Behind the Scenes"}	'administr':12 'boat':21 'compos':17 'databas':11 'display':5 'gabl':2 'jet':20 'maker':1 'moos':8 'must':14 'pursu':15 'stun':4
231	DINOSAUR SECRETARY	A Action-Packed Drama of a Feminist And a Girl who must Reach a Robot in The Canadian Rockies	2006	1	\N	7	2.99	63	27.99	R	2006-02-15 05:03:42	{Trailers,"Behind the Scenes"}	'action':5 'action-pack':4 'canadian':21 'dinosaur':1 'drama':7 'feminist':10 'girl':13 'must':15 'pack':6 'reach':16 'robot':18 'rocki':22 'secretari':2
228	DETECTIVE VISION	A Fanciful Documentary of a Pioneer And a Woman who must Redeem a Hunter in Ancient Japan	2006	1	\N	4	0.99	143	16.99	PG-13	2006-02-15 05:03:42	{Trailers,Commentaries,"Behind the Scenes"}	'ancient':18 'detect':1 'documentari':5 'fanci':4 'hunter':16 'japan':19 'must':13 'pioneer':8 'redeem':14 'vision':2 'woman':11
751	RUNAWAY TENENBAUMS	A Thoughtful Documentary of a Boat And a Man who must Meet a Boat in An Abandoned Fun House	2006	1	\N	6	0.99	181	17.99	NC-17	2006-02-15 05:03:42	{Commentaries}	'abandon':19 'boat':8,16 'documentari':5 'fun':20 'hous':21 'man':11 'meet':14 'must':13 'runaway':1 'tenenbaum':2 'thought':4
899	TOWERS HURRICANE	A Fateful Display of a Monkey And a Car who must Sink a Husband in A MySQL Convention	2006	1	\N	7	0.99	144	14.99	NC-17	2006-02-15 05:03:42	{Commentaries,"Behind the Scenes"}	'car':11 'convent':20 'display':5 'fate':4 'hurrican':2 'husband':16 'monkey':8 'must':13 'mysql':19 'sink':14 'tower':1
572	METROPOLIS COMA	A Emotional Saga of a Database Administrator And a Pastry Chef who must Confront a Teacher in A Baloon Factory	2006	1	\N	4	2.99	64	9.99	PG-13	2006-02-15 05:03:42	{Trailers,Commentaries,"Behind the Scenes"}	'administr':9 'baloon':21 'chef':13 'coma':2 'confront':16 'databas':8 'emot':4 'factori':22 'metropoli':1 'must':15 'pastri':12 'saga':5 'teacher':18
\.


--
-- PostgreSQL database dump complete
--

ALTER TABLE film ENABLE TRIGGER ALL;


-- Import data into table: inventory

ALTER TABLE inventory DISABLE TRIGGER ALL;
--
-- PostgreSQL database dump
--

--
-- Data for Name: inventory; Type: TABLE DATA; Schema: public; Owner: postgres
--

COPY public.inventory (inventory_id, film_id, store_id, last_update) FROM stdin;
854	188	1	2006-02-15 05:09:17
1862	406	2	2006-02-15 05:09:17
2550	559	2	2006-02-15 05:09:17
3528	772	1	2006-02-15 05:09:17
4452	973	1	2006-02-15 05:09:17
3998	870	2	2006-02-15 05:09:17
1361	300	2	2006-02-15 05:09:17
967	215	2	2006-02-15 05:09:17
1987	433	1	2006-02-15 05:09:17
789	172	2	2006-02-15 05:09:17
81	17	1	2006-02-15 05:09:17
1311	289	1	2006-02-15 05:09:17
600	131	1	2006-02-15 05:09:17
4325	942	1	2006-02-15 05:09:17
1435	314	1	2006-02-15 05:09:17
144	30	1	2006-02-15 05:09:17
1267	281	1	2006-02-15 05:09:17
1816	395	1	2006-02-15 05:09:17
835	183	1	2006-02-15 05:09:17
1610	352	2	2006-02-15 05:09:17
3719	813	2	2006-02-15 05:09:17
3512	768	2	2006-02-15 05:09:17
4125	897	1	2006-02-15 05:09:17
4425	967	2	2006-02-15 05:09:17
3376	741	1	2006-02-15 05:09:17
4276	930	2	2006-02-15 05:09:17
2202	476	2	2006-02-15 05:09:17
4030	878	2	2006-02-15 05:09:17
2365	514	2	2006-02-15 05:09:17
2338	508	2	2006-02-15 05:09:17
3048	668	2	2006-02-15 05:09:17
488	109	1	2006-02-15 05:09:17
4493	981	2	2006-02-15 05:09:17
985	220	1	2006-02-15 05:09:17
840	184	1	2006-02-15 05:09:17
399	89	1	2006-02-15 05:09:17
1012	227	1	2006-02-15 05:09:17
3674	804	1	2006-02-15 05:09:17
3694	808	2	2006-02-15 05:09:17
984	219	1	2006-02-15 05:09:17
\.


--
-- PostgreSQL database dump complete
--

ALTER TABLE inventory ENABLE TRIGGER ALL;


-- Import data into table: film_actor

ALTER TABLE film_actor DISABLE TRIGGER ALL;
--
-- PostgreSQL database dump
--

--
-- Data for Name: film_actor; Type: TABLE DATA; Schema: public; Owner: postgres
--

COPY public.film_actor (actor_id, film_id, last_update) FROM stdin;
132	81	2006-02-15 05:05:03
132	82	2006-02-15 05:05:03
132	133	2006-02-15 05:05:03
132	156	2006-02-15 05:05:03
132	162	2006-02-15 05:05:03
132	311	2006-02-15 05:05:03
132	345	2006-02-15 05:05:03
132	377	2006-02-15 05:05:03
132	410	2006-02-15 05:05:03
132	538	2006-02-15 05:05:03
132	562	2006-02-15 05:05:03
132	586	2006-02-15 05:05:03
132	626	2006-02-15 05:05:03
132	637	2006-02-15 05:05:03
132	698	2006-02-15 05:05:03
132	756	2006-02-15 05:05:03
132	806	2006-02-15 05:05:03
132	897	2006-02-15 05:05:03
132	899	2006-02-15 05:05:03
132	904	2006-02-15 05:05:03
132	930	2006-02-15 05:05:03
132	987	2006-02-15 05:05:03
188	1	2006-02-15 05:05:03
188	10	2006-02-15 05:05:03
188	14	2006-02-15 05:05:03
188	51	2006-02-15 05:05:03
188	102	2006-02-15 05:05:03
188	111	2006-02-15 05:05:03
188	146	2006-02-15 05:05:03
188	206	2006-02-15 05:05:03
188	223	2006-02-15 05:05:03
188	289	2006-02-15 05:05:03
188	311	2006-02-15 05:05:03
188	322	2006-02-15 05:05:03
188	338	2006-02-15 05:05:03
188	396	2006-02-15 05:05:03
188	412	2006-02-15 05:05:03
188	506	2006-02-15 05:05:03
188	517	2006-02-15 05:05:03
188	529	2006-02-15 05:05:03
\.


--
-- PostgreSQL database dump complete
--

ALTER TABLE film_actor ENABLE TRIGGER ALL;


-- Import data into table: film_category

ALTER TABLE film_category DISABLE TRIGGER ALL;
--
-- PostgreSQL database dump
--

--
-- Data for Name: film_category; Type: TABLE DATA; Schema: public; Owner: postgres
--

COPY public.film_category (film_id, category_id, last_update) FROM stdin;
997	12	2006-02-15 05:07:09
253	1	2006-02-15 05:07:09
478	5	2006-02-15 05:07:09
559	14	2006-02-15 05:07:09
675	13	2006-02-15 05:07:09
132	14	2006-02-15 05:07:09
188	5	2006-02-15 05:07:09
287	1	2006-02-15 05:07:09
875	15	2006-02-15 05:07:09
990	11	2006-02-15 05:07:09
415	11	2006-02-15 05:07:09
266	4	2006-02-15 05:07:09
687	6	2006-02-15 05:07:09
857	5	2006-02-15 05:07:09
398	12	2006-02-15 05:07:09
860	14	2006-02-15 05:07:09
949	10	2006-02-15 05:07:09
4	11	2006-02-15 05:07:09
702	11	2006-02-15 05:07:09
864	3	2006-02-15 05:07:09
302	10	2006-02-15 05:07:09
278	12	2006-02-15 05:07:09
977	16	2006-02-15 05:07:09
122	11	2006-02-15 05:07:09
46	10	2006-02-15 05:07:09
141	10	2006-02-15 05:07:09
757	6	2006-02-15 05:07:09
542	1	2006-02-15 05:07:09
179	7	2006-02-15 05:07:09
73	14	2006-02-15 05:07:09
142	6	2006-02-15 05:07:09
82	8	2006-02-15 05:07:09
261	6	2006-02-15 05:07:09
861	10	2006-02-15 05:07:09
966	6	2006-02-15 05:07:09
29	1	2006-02-15 05:07:09
88	16	2006-02-15 05:07:09
497	6	2006-02-15 05:07:09
513	16	2006-02-15 05:07:09
317	5	2006-02-15 05:07:09
\.


--
-- PostgreSQL database dump complete
--

ALTER TABLE film_category ENABLE TRIGGER ALL;


-- Import data into table: customer

ALTER TABLE customer DISABLE TRIGGER ALL;
--
-- PostgreSQL database dump
--

--
-- Data for Name: customer; Type: TABLE DATA; Schema: public; Owner: postgres
--

COPY public.customer (customer_id, store_id, first_name, last_name, email, address_id, activebool, create_date, last_update, active) FROM stdin;
81	1	ANDREA	HENDERSON	ANDREA.HENDERSON@sakilacustomer.org	85	t	2006-02-14	2006-02-15 04:57:20	1
144	1	CLARA	SHAW	CLARA.SHAW@sakilacustomer.org	148	t	2006-02-14	2006-02-15 04:57:20	1
488	2	SHANE	MILLARD	SHANE.MILLARD@sakilacustomer.org	493	t	2006-02-14	2006-02-15 04:57:20	1
399	1	DANNY	ISOM	DANNY.ISOM@sakilacustomer.org	404	t	2006-02-14	2006-02-15 04:57:20	1
149	1	VALERIE	BLACK	VALERIE.BLACK@sakilacustomer.org	153	t	2006-02-14	2006-02-15 04:57:20	1
135	2	JUANITA	MASON	JUANITA.MASON@sakilacustomer.org	139	t	2006-02-14	2006-02-15 04:57:20	1
311	2	PAUL	TROUT	PAUL.TROUT@sakilacustomer.org	316	t	2006-02-14	2006-02-15 04:57:20	1
489	1	RICARDO	MEADOR	RICARDO.MEADOR@sakilacustomer.org	494	t	2006-02-14	2006-02-15 04:57:20	1
115	1	WENDY	HARRISON	WENDY.HARRISON@sakilacustomer.org	119	t	2006-02-14	2006-02-15 04:57:20	1
367	1	ADAM	GOOCH	ADAM.GOOCH@sakilacustomer.org	372	t	2006-02-14	2006-02-15 04:57:20	1
355	2	TERRY	GRISSOM	TERRY.GRISSOM@sakilacustomer.org	360	t	2006-02-14	2006-02-15 04:57:20	1
189	1	LORETTA	CARPENTER	LORETTA.CARPENTER@sakilacustomer.org	193	t	2006-02-14	2006-02-15 04:57:20	1
479	1	ZACHARY	HITE	ZACHARY.HITE@sakilacustomer.org	484	t	2006-02-14	2006-02-15 04:57:20	1
126	1	ELLEN	SIMPSON	ELLEN.SIMPSON@sakilacustomer.org	130	t	2006-02-14	2006-02-15 04:57:20	1
509	1	RAUL	FORTIER	RAUL.FORTIER@sakilacustomer.org	514	t	2006-02-14	2006-02-15 04:57:20	1
332	1	STEPHEN	QUALLS	STEPHEN.QUALLS@sakilacustomer.org	337	t	2006-02-14	2006-02-15 04:57:20	1
61	2	KATHERINE	RIVERA	KATHERINE.RIVERA@sakilacustomer.org	65	t	2006-02-14	2006-02-15 04:57:20	1
407	1	DALE	RATCLIFF	DALE.RATCLIFF@sakilacustomer.org	412	t	2006-02-14	2006-02-15 04:57:20	1
116	1	VICTORIA	GIBSON	VICTORIA.GIBSON@sakilacustomer.org	120	t	2006-02-14	2006-02-15 04:57:20	1
45	1	JANET	PHILLIPS	JANET.PHILLIPS@sakilacustomer.org	49	t	2006-02-14	2006-02-15 04:57:20	1
553	1	MAX	PITT	MAX.PITT@sakilacustomer.org	559	t	2006-02-14	2006-02-15 04:57:20	1
231	1	GEORGIA	JACOBS	GEORGIA.JACOBS@sakilacustomer.org	235	t	2006-02-14	2006-02-15 04:57:20	1
228	2	ALLISON	STANLEY	ALLISON.STANLEY@sakilacustomer.org	232	t	2006-02-14	2006-02-15 04:57:20	1
572	1	SIDNEY	BURLESON	SIDNEY.BURLESON@sakilacustomer.org	578	t	2006-02-14	2006-02-15 04:57:20	1
508	2	MILTON	HOWLAND	MILTON.HOWLAND@sakilacustomer.org	513	t	2006-02-14	2006-02-15 04:57:20	1
568	2	ALBERTO	HENNING	ALBERTO.HENNING@sakilacustomer.org	574	t	2006-02-14	2006-02-15 04:57:20	1
513	2	DUANE	TUBBS	DUANE.TUBBS@sakilacustomer.org	519	t	2006-02-14	2006-02-15 04:57:20	1
273	2	PRISCILLA	LOWE	PRISCILLA.LOWE@sakilacustomer.org	278	t	2006-02-14	2006-02-15 04:57:20	1
5	1	ELIZABETH	BROWN	ELIZABETH.BROWN@sakilacustomer.org	9	t	2006-02-14	2006-02-15 04:57:20	1
569	2	DAVE	GARDINER	DAVE.GARDINER@sakilacustomer.org	575	t	2006-02-14	2006-02-15 04:57:20	1
478	1	LEWIS	LYMAN	LEWIS.LYMAN@sakilacustomer.org	483	t	2006-02-14	2006-02-15 04:57:20	1
599	2	AUSTIN	CINTRON	AUSTIN.CINTRON@sakilacustomer.org	605	t	2006-02-14	2006-02-15 04:57:20	1
263	1	HILDA	HOPKINS	HILDA.HOPKINS@sakilacustomer.org	268	t	2006-02-14	2006-02-15 04:57:20	1
243	1	LYDIA	BURKE	LYDIA.BURKE@sakilacustomer.org	247	t	2006-02-14	2006-02-15 04:57:20	1
319	2	RONALD	WEINER	RONALD.WEINER@sakilacustomer.org	324	t	2006-02-14	2006-02-15 04:57:20	1
410	2	CURTIS	IRBY	CURTIS.IRBY@sakilacustomer.org	415	t	2006-02-14	2006-02-15 04:57:20	1
409	2	RODNEY	MOELLER	RODNEY.MOELLER@sakilacustomer.org	414	t	2006-02-14	2006-02-15 04:57:20	1
539	1	MATHEW	BOLIN	MATHEW.BOLIN@sakilacustomer.org	545	t	2006-02-14	2006-02-15 04:57:20	1
437	2	RANDALL	NEUMANN	RANDALL.NEUMANN@sakilacustomer.org	442	t	2006-02-14	2006-02-15 04:57:20	1
239	2	MINNIE	ROMERO	MINNIE.ROMERO@sakilacustomer.org	243	t	2006-02-14	2006-02-15 04:57:20	1
\.


--
-- PostgreSQL database dump complete
--

ALTER TABLE customer ENABLE TRIGGER ALL;


-- Import data into table: rental

ALTER TABLE rental DISABLE TRIGGER ALL;
--
-- PostgreSQL database dump
--

--
-- Data for Name: rental; Type: TABLE DATA; Schema: public; Owner: postgres
--

COPY public.rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) FROM stdin;
854	2005-05-30 01:56:11	921	369	2005-06-01 06:34:11	2	2006-02-15 21:30:53
10244	2005-08-01 02:20:01	567	51	2005-08-06 23:06:01	2	2006-02-15 21:30:53
9643	2005-07-31 05:35:48	3576	538	2005-08-08 04:28:48	2	2006-02-15 21:30:53
1862	2005-06-17 01:29:30	3299	553	2005-06-25 20:43:30	1	2006-02-15 21:30:53
8965	2005-07-30 03:52:37	2419	599	2005-08-05 01:28:37	2	2006-02-15 21:30:53
7947	2005-07-28 13:05:50	2504	279	2005-08-02 11:16:50	2	2006-02-15 21:30:53
2550	2005-06-19 02:49:55	1370	38	2005-06-24 01:37:55	1	2006-02-15 21:30:53
8957	2005-07-30 03:34:10	811	158	2005-08-06 07:05:10	1	2006-02-15 21:30:53
5861	2005-07-10 18:14:22	3881	277	2005-07-14 15:32:22	1	2006-02-15 21:30:53
13622	2005-08-20 06:45:32	3355	335	2005-08-25 02:40:32	1	2006-02-15 21:30:53
3528	2005-07-06 01:13:27	1954	201	2005-07-06 23:45:27	2	2006-02-15 21:30:53
4452	2005-07-07 23:31:54	2414	460	2005-07-14 04:05:54	1	2006-02-15 21:30:53
11163	2005-08-02 10:08:40	1925	505	2005-08-05 14:59:40	1	2006-02-15 21:30:53
3998	2005-07-06 23:49:20	1245	566	2005-07-12 20:39:20	1	2006-02-15 21:30:53
11033	2005-08-02 05:54:17	3323	155	2005-08-09 10:50:17	2	2006-02-15 21:30:53
5307	2005-07-09 15:57:15	2847	32	2005-07-17 13:42:15	2	2006-02-15 21:30:53
8648	2005-07-29 14:56:21	160	416	2005-07-31 16:56:21	2	2006-02-15 21:30:53
9218	2005-07-30 13:14:35	119	172	2005-08-07 18:03:35	1	2006-02-15 21:30:53
7553	2005-07-27 22:11:36	1643	275	2005-08-03 17:52:36	1	2006-02-15 21:30:53
8930	2005-07-30 02:28:38	1107	202	2005-08-02 01:43:38	2	2006-02-15 21:30:53
8939	2005-07-30 02:56:53	4175	598	2005-08-01 21:19:53	1	2006-02-15 21:30:53
1361	2005-06-15 13:37:38	4338	115	2005-06-19 17:08:38	1	2006-02-15 21:30:53
6895	2005-07-12 21:23:59	2935	599	2005-07-19 20:47:59	2	2006-02-15 21:30:53
967	2005-05-30 19:12:06	1954	330	2005-06-09 00:02:06	2	2006-02-15 21:30:53
9022	2005-07-30 05:34:45	4473	159	2005-08-03 23:57:45	2	2006-02-15 21:30:53
8764	2005-07-29 19:39:04	2348	303	2005-08-01 13:52:04	1	2006-02-15 21:30:53
11325	2005-08-02 16:33:11	4514	422	2005-08-08 13:42:11	1	2006-02-15 21:30:53
8119	2005-07-28 19:23:15	1542	398	2005-08-04 15:53:15	2	2006-02-15 21:30:53
1987	2005-06-17 10:40:36	110	479	2005-06-23 14:23:36	1	2006-02-15 21:30:53
5547	2005-07-10 02:52:47	1432	519	2005-07-16 02:10:47	1	2006-02-15 21:30:53
10203	2005-08-01 00:45:27	1096	157	2005-08-04 22:45:27	2	2006-02-15 21:30:53
15975	2005-08-23 20:06:23	2723	174	2005-08-27 19:52:23	1	2006-02-15 21:30:53
6012	2005-07-11 02:00:12	2609	258	2005-07-17 02:49:12	2	2006-02-15 21:30:53
12091	2005-08-17 22:22:50	2161	555	2005-08-27 03:55:50	1	2006-02-15 21:30:53
12472	2005-08-18 11:58:48	4458	297	2005-08-27 16:37:48	2	2006-02-15 21:30:53
5768	2005-07-10 13:15:26	345	196	2005-07-15 09:42:26	1	2006-02-15 21:30:53
789	2005-05-29 16:17:07	708	553	2005-06-06 18:15:07	1	2006-02-15 21:30:53
81	2005-05-25 12:15:19	2610	286	2005-06-02 14:08:19	2	2006-02-15 21:30:53
1311	2005-06-15 10:11:59	3114	326	2005-06-17 08:44:59	2	2006-02-15 21:30:53
12732	2005-08-18 21:57:50	3307	535	2005-08-19 18:28:50	2	2006-02-15 21:30:53
\.


--
-- PostgreSQL database dump complete
--

ALTER TABLE rental ENABLE TRIGGER ALL;


-- Import data into table: payment

ALTER TABLE payment DISABLE TRIGGER ALL;
--
-- PostgreSQL database dump
--

COPY public.payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date) FROM stdin;
854	31	1	2233	0.99	2005-06-18 03:57:36
10244	378	1	12596	2.99	2005-08-18 16:29:35
9643	357	2	2153	6.99	2005-06-17 22:58:04
1862	68	2	13475	4.99	2005-08-20 01:05:05
8965	332	2	5381	2.99	2005-07-09 19:11:11
7947	293	1	13817	4.99	2005-08-20 13:15:30
2550	93	2	14333	4.99	2005-08-21 08:31:03
8957	331	2	15447	3.99	2005-08-23 00:53:57
5861	216	1	1672	3.99	2005-06-16 10:37:34
13622	505	1	14398	2.99	2005-08-21 10:27:21
3528	131	2	55	2.99	2005-05-25 08:26:13
4452	164	2	1713	4.99	2005-06-16 14:28:33
11163	412	2	11027	4.99	2005-08-02 05:47:10
3998	147	2	10752	8.99	2005-08-01 20:08:49
11033	408	2	59	5.99	2005-05-25 08:56:42
5307	196	1	10191	4.99	2005-08-01 00:28:38
8648	319	1	12018	4.99	2005-08-17 19:44:46
9218	341	1	1849	7.99	2005-06-17 00:13:19
7553	279	1	979	2.99	2005-05-30 21:37:11
8930	330	1	12867	0.99	2005-08-19 02:40:11
8939	331	2	3871	8.99	2005-07-06 17:58:51
1361	50	2	1136	4.99	2005-05-31 19:19:36
6895	256	2	1965	0.99	2005-06-17 09:17:39
967	35	1	6147	5.99	2005-07-11 09:13:08
9022	334	2	5434	0.99	2005-07-09 21:25:20
8764	324	2	7240	3.99	2005-07-27 10:21:15
11325	419	1	62	2.99	2005-05-25 09:18:52
8119	299	1	5642	2.99	2005-07-10 06:46:08
1987	73	2	11349	4.99	2005-08-02 17:21:49
5547	204	2	14163	4.99	2005-08-21 02:56:52
10203	377	2	2556	3.99	2005-06-19 03:07:32
15975	596	1	11934	0.99	2005-08-17 16:40:00
6012	222	2	5592	6.99	2005-07-10 04:26:13
12091	448	2	3347	5.99	2005-06-21 11:08:32
12472	462	1	3279	4.99	2005-06-21 06:05:53
5768	212	2	12562	3.99	2005-08-18 15:00:03
789	29	1	3324	2.99	2005-06-21 08:49:16
81	3	1	13403	8.99	2005-08-19 22:18:07
1311	47	2	15846	2.99	2005-08-23 15:39:18
12732	471	1	6912	5.99	2005-07-12 22:17:16
\.

--
-- PostgreSQL database dump complete
--

ALTER TABLE payment ENABLE TRIGGER ALL;

-- gather statistics

analyze actor;
analyze address;
analyze category;
analyze city;
analyze country;
analyze customer;
analyze film;
analyze film_actor;
analyze film_category;
analyze inventory;
analyze language;
analyze payment;
analyze rental;
analyze staff;
analyze store;






