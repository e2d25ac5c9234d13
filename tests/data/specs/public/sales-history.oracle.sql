-- ==== sales_history/sh_create.sql
rem
rem Copyright (c) 2023 Oracle
rem
rem Permission is hereby granted, free of charge, to any person obtaining a
rem copy of this software and associated documentation files (the "Software"),
rem to deal in the Software without restriction, including without limitation
rem the rights to use, copy, modify, merge, publish, distribute, sublicense,
rem and/or sell copies of the Software, and to permit persons to whom the
rem Software is furnished to do so, subject to the following conditions:
rem
rem The above copyright notice and this permission notice shall be included in
rem all copies or substantial portions rem of the Software.
rem
rem THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
rem IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
rem FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL
rem THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
rem LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING
rem FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER
rem DEALINGS IN THE SOFTWARE.
rem
rem NAME
rem   sh_create.sql - Creates schema objects for SH (Sales History) schema
rem
rem DESCRIPTION
rem   This script creates tables, associated constraints,
rem      indexes, and comments in the SH schema.
rem
rem SCHEMA VERSION
rem   21
rem
rem RELEASE DATE
rem   06-DEC-2022
rem
rem SUPPORTED with DB VERSIONS
rem   19c and higher
rem
rem MAJOR CHANGES IN THIS RELEASE
rem   New install routines.
rem
rem SCHEMA DEPENDENCIES AND REQUIREMENTS
rem   This script is called from the sh_install.sql script
rem
rem INSTALL INSTRUCTIONS
rem    Run the sh_install.sql script to call this script
rem
rem --------------------------------------------------------------------------

SET FEEDBACK 1
SET NUMWIDTH 10
SET LINESIZE 80
SET TRIMSPOOL ON
SET TAB OFF
SET PAGESIZE 100
SET ECHO OFF

rem ********************************************************************************
rem Create the COUNTRIES table to hold information about the country a sale occurred

Prompt ******  Creating COUNTRIES table ....

CREATE TABLE countries
(
   country_id             NUMBER         NOT NULL,
   country_iso_code       CHAR(2)        NOT NULL,
   country_name           VARCHAR2(40)   NOT NULL,
   country_subregion      VARCHAR2(30)   NOT NULL,
   country_subregion_id   NUMBER         NOT NULL,
   country_region         VARCHAR2(20)   NOT NULL,
   country_region_id      NUMBER         NOT NULL,
   country_total          VARCHAR2(11)   NOT NULL,
   country_total_id       NUMBER         NOT NULL,
   CONSTRAINT countries_pk
      PRIMARY KEY (country_id)
);

rem ********************************************************************
rem Create the CUSTOMERS table to hold customer information

Prompt ******  Creating CUSTOMERS table ....

CREATE TABLE customers
(
   cust_id                  NUMBER         NOT NULL,
   cust_first_name          VARCHAR2(20)   NOT NULL,
   cust_last_name           VARCHAR2(40)   NOT NULL,
   cust_gender              CHAR(1)        NOT NULL,
   cust_year_of_birth       NUMBER(4)      NOT NULL,
   cust_marital_status      VARCHAR2(20),
   cust_street_address      VARCHAR2(40)   NOT NULL,
   cust_postal_code         VARCHAR2(10)   NOT NULL,
   cust_city                VARCHAR2(30)   NOT NULL,
   cust_city_id             NUMBER         NOT NULL,
   cust_state_province      VARCHAR2(40)   NOT NULL,
   cust_state_province_id   NUMBER         NOT NULL,
   country_id               NUMBER         NOT NULL,
   cust_main_phone_number   VARCHAR2(25)   NOT NULL,
   cust_income_level        VARCHAR2(30),
   cust_credit_limit        NUMBER,
   cust_email               VARCHAR2(50),
   cust_total               VARCHAR2(14)   NOT NULL,
   cust_total_id            NUMBER         NOT NULL,
   cust_src_id              NUMBER,
   cust_eff_from            DATE,
   cust_eff_to              DATE,
   cust_valid               VARCHAR2(1),
   CONSTRAINT customers_pk
      PRIMARY KEY (cust_id),
   CONSTRAINT customers_country_fk
      FOREIGN KEY (country_id) REFERENCES countries (country_id)
);

rem ********************************************************************
rem Create the PROMOTIONS table to hold information about sale promotion

Prompt ******  Creating PROMOTIONS table ....

CREATE TABLE promotions
(
   promo_id               NUMBER(6)      NOT NULL,
   promo_name             VARCHAR2(30)   NOT NULL,
   promo_subcategory      VARCHAR2(30)   NOT NULL,
   promo_subcategory_id   NUMBER         NOT NULL,
   promo_category         VARCHAR2(30)   NOT NULL,
   promo_category_id      NUMBER         NOT NULL,
   promo_cost             NUMBER(10,2)   NOT NULL,
   promo_begin_date       DATE           NOT NULL,
   promo_end_date         DATE           NOT NULL,
   promo_total            VARCHAR2(15)   NOT NULL,
   promo_total_id         NUMBER         NOT NULL,
   CONSTRAINT promo_pk
      PRIMARY KEY (promo_id)
);

rem ********************************************************************
rem Create the PRODUCTS table to hold the product information

Prompt ******  Creating PRODUCTS table ....

CREATE TABLE products
(
   prod_id                 NUMBER(6)        NOT NULL,
   prod_name               VARCHAR2(50)     NOT NULL,
   prod_desc               VARCHAR2(4000)   NOT NULL,
   prod_subcategory        VARCHAR2(50)     NOT NULL,
   prod_subcategory_id     NUMBER           NOT NULL,
   prod_subcategory_desc   VARCHAR2(2000)   NOT NULL,
   prod_category           VARCHAR2(50)     NOT NULL,
   prod_category_id        NUMBER           NOT NULL,
   prod_category_desc      VARCHAR2(2000)   NOT NULL,
   prod_weight_class       NUMBER(3)        NOT NULL,
   prod_unit_of_measure    VARCHAR2(20),
   prod_pack_size          VARCHAR2(30)     NOT NULL,
   supplier_id             NUMBER(6)        NOT NULL,
   prod_status             VARCHAR2(20)     NOT NULL,
   prod_list_price         NUMBER(8,2)      NOT NULL,
   prod_min_price          NUMBER(8,2)      NOT NULL,
   prod_total              VARCHAR2(13)     NOT NULL,
   prod_total_id           NUMBER           NOT NULL,
   prod_src_id             NUMBER,
   prod_eff_from           DATE,
   prod_eff_to             DATE,
   prod_valid              VARCHAR2(1),
   CONSTRAINT products_pk
      PRIMARY KEY (prod_id)
);

rem ********************************************************************
rem Create the TIMES table to hold the time information for a sale

Prompt ******  Creating TIMES table ....

CREATE TABLE times
(
   time_id                   DATE          NOT NULL,
   day_name                  VARCHAR2(9)   NOT NULL,
   day_number_in_week        NUMBER(1)     NOT NULL,
   day_number_in_month       NUMBER(2)     NOT NULL,
   calendar_week_number      NUMBER(2)     NOT NULL,
   fiscal_week_number        NUMBER(2)     NOT NULL,
   week_ending_day           DATE          NOT NULL,
   week_ending_day_id        NUMBER        NOT NULL,
   calendar_month_number     NUMBER(2)     NOT NULL,
   fiscal_month_number       NUMBER(2)     NOT NULL,
   calendar_month_desc       VARCHAR2(8)   NOT NULL,
   calendar_month_id         NUMBER        NOT NULL,
   fiscal_month_desc         VARCHAR2(8)   NOT NULL,
   fiscal_month_id           NUMBER        NOT NULL,
   days_in_cal_month         NUMBER        NOT NULL,
   days_in_fis_month         NUMBER        NOT NULL,
   end_of_cal_month          DATE          NOT NULL,
   end_of_fis_month          DATE          NOT NULL,
   calendar_month_name       VARCHAR2(9)   NOT NULL,
   fiscal_month_name         VARCHAR2(9)   NOT NULL,
   calendar_quarter_desc     CHAR(7)       NOT NULL,
   calendar_quarter_id       NUMBER        NOT NULL,
   fiscal_quarter_desc       CHAR(7)       NOT NULL,
   fiscal_quarter_id         NUMBER        NOT NULL,
   days_in_cal_quarter       NUMBER        NOT NULL,
   days_in_fis_quarter       NUMBER        NOT NULL,
   end_of_cal_quarter        DATE          NOT NULL,
   end_of_fis_quarter        DATE          NOT NULL,
   calendar_quarter_number   NUMBER(1)     NOT NULL,
   fiscal_quarter_number     NUMBER(1)     NOT NULL,
   calendar_year             NUMBER(4)     NOT NULL,
   calendar_year_id          NUMBER        NOT NULL,
   fiscal_year               NUMBER(4)     NOT NULL,
   fiscal_year_id            NUMBER        NOT NULL,
   days_in_cal_year          NUMBER        NOT NULL,
   days_in_fis_year          NUMBER        NOT NULL,
   end_of_cal_year           DATE          NOT NULL,
   end_of_fis_year           DATE          NOT NULL,
   CONSTRAINT times_pk
      PRIMARY KEY (time_id)
);

rem ********************************************************************
rem Create the CHANNELS table to hold information in which channel the sale occurred

Prompt ******  Creating CHANNELS table ....

CREATE TABLE channels
(
   channel_id         NUMBER         NOT NULL,
   channel_desc       VARCHAR2(20)   NOT NULL,
   channel_class      VARCHAR2(20)   NOT NULL,
   channel_class_id   NUMBER         NOT NULL,
   channel_total      VARCHAR2(13)   NOT NULL,
   channel_total_id   NUMBER         NOT NULL,
   CONSTRAINT channels_pk
      PRIMARY KEY (channel_id)
);

rem ********************************************************************
rem Create the SALES table to hold the individual sales information

Prompt ******  Creating SALES table ....

CREATE TABLE sales
(
   prod_id         NUMBER(6)      NOT NULL,
   cust_id         NUMBER         NOT NULL,
   time_id         DATE           NOT NULL,
   channel_id      NUMBER(1)      NOT NULL,
   promo_id        NUMBER(6)      NOT NULL,
   quantity_sold   NUMBER(3)      NOT NULL,
   amount_sold     NUMBER(10,2)   NOT NULL,
   CONSTRAINT sales_promo_fk
      FOREIGN KEY (promo_id)   REFERENCES promotions (promo_id),
   CONSTRAINT sales_customer_fk
      FOREIGN KEY (cust_id)    REFERENCES customers (cust_id),
   CONSTRAINT sales_product_fk
      FOREIGN KEY (prod_id)    REFERENCES products (prod_id),
   CONSTRAINT sales_channel_fk
      FOREIGN KEY (channel_id) REFERENCES channels (channel_id),
   CONSTRAINT sales_time_fk
      FOREIGN KEY (time_id) REFERENCES times (time_id)
)
  --
  -- partitions
  -- 
 PARTITION BY RANGE (time_id)
 (
    PARTITION SALES_2018 VALUES LESS THAN 
       (TO_DATE('2019-01-01','YYYY-MM-DD','NLS_DATE_LANGUAGE = American')),
    PARTITION SALES_H1_2019 VALUES LESS THAN 
       (TO_DATE('2019-07-01','YYYY-MM-DD','NLS_DATE_LANGUAGE = American')),
    PARTITION SALES_H2_2019 VALUES LESS THAN 
       (TO_DATE('2020-01-01','YYYY-MM-DD','NLS_DATE_LANGUAGE = American')),
    PARTITION SALES_Q1_2020 VALUES LESS THAN 
       (TO_DATE('2020-04-01','YYYY-MM-DD','NLS_DATE_LANGUAGE = American')),
    PARTITION SALES_Q2_2020 VALUES LESS THAN 
       (TO_DATE('2020-07-01','YYYY-MM-DD','NLS_DATE_LANGUAGE = American')),
    PARTITION SALES_Q3_2020 VALUES LESS THAN 
       (TO_DATE('2020-10-01','YYYY-MM-DD','NLS_DATE_LANGUAGE = American')),
    PARTITION SALES_Q4_2020 VALUES LESS THAN 
       (TO_DATE('2021-01-01','YYYY-MM-DD','NLS_DATE_LANGUAGE = American')),
    PARTITION SALES_Q1_2021 VALUES LESS THAN 
       (TO_DATE('2021-04-01','YYYY-MM-DD','NLS_DATE_LANGUAGE = American')),
    PARTITION SALES_Q2_2021 VALUES LESS THAN 
       (TO_DATE('2021-07-01','YYYY-MM-DD','NLS_DATE_LANGUAGE = American')),
    PARTITION SALES_Q3_2021 VALUES LESS THAN 
       (TO_DATE('2021-10-01','YYYY-MM-DD','NLS_DATE_LANGUAGE = American')),
    PARTITION SALES_Q4_2021 VALUES LESS THAN 
       (TO_DATE('2022-01-01','YYYY-MM-DD','NLS_DATE_LANGUAGE = American')),
    PARTITION SALES_Q1_2022 VALUES LESS THAN 
       (TO_DATE('2022-04-01','YYYY-MM-DD','NLS_DATE_LANGUAGE = American')),
    PARTITION SALES_Q2_2022 VALUES LESS THAN 
       (TO_DATE('2022-07-01','YYYY-MM-DD','NLS_DATE_LANGUAGE = American')),
    PARTITION SALES_Q3_2022 VALUES LESS THAN 
       (TO_DATE('2022-10-01','YYYY-MM-DD','NLS_DATE_LANGUAGE = American')),
    PARTITION SALES_Q4_2022 VALUES LESS THAN 
       (TO_DATE('2023-01-01','YYYY-MM-DD','NLS_DATE_LANGUAGE = American'))
    )
;

rem ********************************************************************
rem Create the COSTS table to hold the cost information for an item

Prompt ******  Creating COSTS table ....

CREATE TABLE costs
(
   prod_id      NUMBER         NOT NULL,
   time_id      DATE           NOT NULL,
   promo_id     NUMBER         NOT NULL,
   channel_id   NUMBER         NOT NULL,
   unit_cost    NUMBER(10,2)   NOT NULL,
   unit_price   NUMBER(10,2)   NOT NULL,
   CONSTRAINT costs_promo_fk
      FOREIGN KEY (promo_id)   REFERENCES promotions (promo_id),
   CONSTRAINT costs_product_fk
      FOREIGN KEY (prod_id)    REFERENCES products (prod_id),
   CONSTRAINT costs_time_fk
      FOREIGN KEY (time_id)    REFERENCES times (time_id),
   CONSTRAINT costs_channel_fk
      FOREIGN KEY (channel_id) REFERENCES channels (channel_id)
)
 --
 -- partitions
 -- 
 PARTITION BY RANGE (time_id)
  (
    PARTITION COSTS_Q1_2019 VALUES LESS THAN
       (TO_DATE('2019-04-01','YYYY-MM-DD','NLS_CALENDAR=GREGORIAN')) COMPRESS,
    PARTITION COSTS_Q2_2019 VALUES LESS THAN
       (TO_DATE('2019-07-01','YYYY-MM-DD','NLS_CALENDAR=GREGORIAN')) COMPRESS,
    PARTITION COSTS_Q3_2019 VALUES LESS THAN
       (TO_DATE('2019-10-01','YYYY-MM-DD','NLS_CALENDAR=GREGORIAN')) COMPRESS,
    PARTITION COSTS_Q4_2019 VALUES LESS THAN
       (TO_DATE('2020-01-01','YYYY-MM-DD','NLS_CALENDAR=GREGORIAN')) COMPRESS,
    PARTITION COSTS_Q1_2020 VALUES LESS THAN
       (TO_DATE('2020-04-01','YYYY-MM-DD','NLS_CALENDAR=GREGORIAN')) COMPRESS,
    PARTITION COSTS_Q2_2020 VALUES LESS THAN
       (TO_DATE('2020-07-01','YYYY-MM-DD','NLS_CALENDAR=GREGORIAN')) COMPRESS,
    PARTITION COSTS_Q3_2020 VALUES LESS THAN
       (TO_DATE('2020-10-01','YYYY-MM-DD','NLS_CALENDAR=GREGORIAN')) COMPRESS,
    PARTITION COSTS_Q4_2020 VALUES LESS THAN
       (TO_DATE('2021-01-01','YYYY-MM-DD','NLS_CALENDAR=GREGORIAN')) COMPRESS,
    PARTITION COSTS_Q1_2021 VALUES LESS THAN
       (TO_DATE('2021-04-01','YYYY-MM-DD','NLS_CALENDAR=GREGORIAN')) COMPRESS,
    PARTITION COSTS_Q2_2021 VALUES LESS THAN
       (TO_DATE('2021-07-01','YYYY-MM-DD','NLS_CALENDAR=GREGORIAN')) COMPRESS,
    PARTITION COSTS_Q3_2021 VALUES LESS THAN
       (TO_DATE('2021-10-01','YYYY-MM-DD','NLS_CALENDAR=GREGORIAN')) COMPRESS,
    PARTITION COSTS_Q4_2021 VALUES LESS THAN
       (TO_DATE('2022-01-01','YYYY-MM-DD','NLS_CALENDAR=GREGORIAN')) COMPRESS,
    PARTITION COSTS_Q1_2022 VALUES LESS THAN
       (TO_DATE('2022-04-01','YYYY-MM-DD','NLS_CALENDAR=GREGORIAN')) COMPRESS,
    PARTITION COSTS_Q2_2022 VALUES LESS THAN
       (TO_DATE('2022-07-01','YYYY-MM-DD','NLS_CALENDAR=GREGORIAN')) COMPRESS,
    PARTITION COSTS_Q3_2022 VALUES LESS THAN
       (TO_DATE('2022-10-01','YYYY-MM-DD','NLS_CALENDAR=GREGORIAN')) COMPRESS,
    PARTITION COSTS_Q4_2022 VALUES LESS THAN
       (TO_DATE('2023-01-01','YYYY-MM-DD','NLS_CALENDAR=GREGORIAN')) COMPRESS,
    PARTITION COSTS_Q1_2023 VALUES LESS THAN
       (TO_DATE('2023-04-01','YYYY-MM-DD','NLS_CALENDAR=GREGORIAN')) COMPRESS,
    PARTITION COSTS_Q2_2023 VALUES LESS THAN
       (TO_DATE('2023-07-01','YYYY-MM-DD','NLS_CALENDAR=GREGORIAN')) COMPRESS,
    PARTITION COSTS_Q3_2023 VALUES LESS THAN
       (TO_DATE('2023-10-01','YYYY-MM-DD','NLS_CALENDAR=GREGORIAN')) COMPRESS,
    PARTITION COSTS_Q4_2023 VALUES LESS THAN
       (TO_DATE('2024-01-01','YYYY-MM-DD','NLS_CALENDAR=GREGORIAN'))
  )
;

rem ****************************************************************************************
rem Create the SUPPLEMENTAL_DEMOGRAPHICS table to hold supplemental demographics information

Prompt ******  Creating SUPPLEMENTAL_DEMOGRAPHICS table ....

CREATE TABLE supplementary_demographics
(
   cust_id                   NUMBER           NOT NULL,
   education                 VARCHAR2(21),
   occupation                VARCHAR2(21),
   household_size            VARCHAR2(21),
   yrs_residence             NUMBER,
   affinity_card             NUMBER(10),
   cricket                   NUMBER(10),
   baseball                  NUMBER(10),
   tennis                    NUMBER(10),
   soccer                    NUMBER(10),
   golf                      NUMBER(10),
   unknown                   NUMBER(10),
   misc                      NUMBER(10),
   comments                  VARCHAR2(4000),
   CONSTRAINT supp_demo_pk
      PRIMARY KEY (cust_id)
);

rem ********************************************************************
rem Create views

Prompt ******  Creating views ....

rem ********************************************************************
rem A view for profits made

CREATE OR REPLACE VIEW profits
 AS SELECT 
  s.channel_id, 
  s.cust_id, 
  s.prod_id, 
  s.promo_id, 
  s.time_id,
  c.unit_cost, 
  c.unit_price, 
  s.amount_sold, 
  s.quantity_sold,
  c.unit_cost * s.quantity_sold TOTAL_COST
 FROM 
  costs c, sales s
 WHERE c.prod_id = s.prod_id
   AND c.time_id = s.time_id
   AND c.channel_id = s.channel_id
   AND c.promo_id = s.promo_id;

rem ********************************************************************
rem Create views

Prompt ******  Creating materialized views ....


CREATE MATERIALIZED VIEW cal_month_sales_mv
--  ON PREBUILT TABLE
   ENABLE QUERY REWRITE
   AS
   SELECT   t.calendar_month_desc,
            SUM(s.amount_sold) AS dollars
   FROM     sh.sales s,
            sh.times t
   WHERE    s.time_id = t.time_id
   GROUP BY t.calendar_month_desc;

CREATE MATERIALIZED VIEW fweek_pscat_sales_mv 
--  ON PREBUILT TABLE
   ENABLE QUERY REWRITE
   AS
   SELECT   t.week_ending_day,
            p.prod_subcategory,
            SUM(s.amount_sold) AS dollars,
            s.channel_id,
            s.promo_id
   FROM     sh.sales s,
            sh.times t,
            sh.products p
   WHERE    s.time_id = t.time_id
      AND   s.prod_id = p.prod_id
   GROUP BY t.week_ending_day,
            p.prod_subcategory,
            s.channel_id,
            s.promo_id;

rem ********************************************************************
rem Adding comments

Prompt ******  Adding comments to tables...

COMMENT ON TABLE times
IS 'Time dimension table to support multiple hierarchies and materialized views';

COMMENT ON COLUMN times.time_id
IS 'primary key; day date, finest granularity, CORRECT ORDER';

COMMENT ON COLUMN times.day_name
IS 'Monday to Sunday, repeating';

COMMENT ON COLUMN times.day_number_in_week
IS '1 to 7, repeating';

COMMENT ON COLUMN times.day_number_in_month
IS '1 to 31, repeating';

COMMENT ON COLUMN times.calendar_week_number
IS '1 to 53, repeating';

COMMENT ON COLUMN times.fiscal_week_number
IS '1 to 53, repeating';

COMMENT ON COLUMN times.week_ending_day
IS 'date of last day in week, CORRECT ORDER';

COMMENT ON COLUMN times.calendar_month_number
IS '1 to 12, repeating';

COMMENT ON COLUMN times.fiscal_month_number
IS '1 to 12, repeating';

COMMENT ON COLUMN times.calendar_month_desc
IS 'e.g. 1998-01, CORRECT ORDER';

COMMENT ON COLUMN times.fiscal_month_desc
IS 'e.g. 1998-01, CORRECT ORDER';

COMMENT ON COLUMN times.calendar_month_name
IS 'January to December, repeating';

COMMENT ON COLUMN times.fiscal_month_name
IS 'January to December, repeating';

COMMENT ON COLUMN times.calendar_quarter_desc
IS 'e.g. 1998-Q1, CORRECT ORDER';

COMMENT ON COLUMN times.fiscal_quarter_desc
IS 'e.g. 1999-Q3, CORRECT ORDER';

COMMENT ON COLUMN times.calendar_quarter_number
IS '1 to 4, repeating';

COMMENT ON COLUMN times.fiscal_quarter_number
IS '1 to 4, repeating';

COMMENT ON COLUMN times.calendar_year
IS 'e.g. 1999, CORRECT ORDER';

COMMENT ON COLUMN times.fiscal_year
IS 'e.g. 1999, CORRECT ORDER';

COMMENT ON COLUMN times.days_in_cal_month
IS 'e.g. 28,31, repeating';

COMMENT ON COLUMN times.days_in_fis_month
IS 'e.g. 25,32, repeating';

COMMENT ON COLUMN times.days_in_cal_quarter
IS 'e.g. 88,90, repeating';

COMMENT ON COLUMN times.days_in_fis_quarter
IS 'e.g. 88,90, repeating';

COMMENT ON COLUMN times.days_in_cal_year
IS '365,366 repeating';

COMMENT ON COLUMN times.days_in_fis_year
IS 'e.g. 355,364, repeating';

COMMENT ON COLUMN times.end_of_cal_month
IS 'last day of calendar month';

COMMENT ON COLUMN times.end_of_fis_month
IS 'last day of fiscal month';

COMMENT ON COLUMN times.end_of_cal_quarter
IS 'last day of calendar quarter';

COMMENT ON COLUMN times.end_of_fis_quarter
IS 'last day of fiscal quarter';

COMMENT ON COLUMN times.end_of_cal_year
IS 'last day of cal year';

COMMENT ON COLUMN times.end_of_fis_year
IS 'last day of fiscal year';

rem =============================================

COMMENT ON TABLE channels
IS 'small dimension table';

COMMENT ON COLUMN channels.channel_id
IS 'primary key column';

COMMENT ON COLUMN channels.channel_desc
IS 'e.g. telesales, internet, catalog';

COMMENT ON COLUMN channels.channel_class
IS 'e.g. direct, indirect';

rem =============================================

COMMENT ON TABLE promotions
IS 'dimension table without a PK-FK relationship with the facts table, to show outer join functionality';

COMMENT ON COLUMN promotions.promo_id
IS 'primary key column';

COMMENT ON COLUMN promotions.promo_name
IS 'promotion description';

COMMENT ON COLUMN promotions.promo_subcategory
IS 'enables to investigate promotion hierarchies';

COMMENT ON COLUMN promotions.promo_category
IS 'promotion category';

COMMENT ON COLUMN promotions.promo_cost
IS 'promotion cost, to do promotion effect calculations';

COMMENT ON COLUMN promotions.promo_begin_date
IS 'promotion begin day';

COMMENT ON COLUMN promotions.promo_end_date
IS 'promotion end day';

rem =============================================

COMMENT ON TABLE countries
IS 'country dimension table (snowflake)';

COMMENT ON COLUMN countries.country_id
IS 'primary key';

COMMENT ON COLUMN countries.country_name
IS 'country name';

COMMENT ON COLUMN countries.country_subregion
IS 'e.g. Western Europe, to allow hierarchies';

COMMENT ON COLUMN countries.country_region
IS 'e.g. Europe, Asia';

rem =============================================

COMMENT ON TABLE products
IS 'dimension table';

COMMENT ON COLUMN products.prod_id
IS 'primary key';

COMMENT ON COLUMN products.prod_name
IS 'product name';

COMMENT ON COLUMN products.prod_desc
IS 'product description';

COMMENT ON COLUMN products.prod_subcategory
IS 'product subcategory';

COMMENT ON COLUMN products.prod_subcategory_desc
IS 'product subcategory description';

COMMENT ON COLUMN products.prod_category
IS 'product category';

COMMENT ON COLUMN products.prod_category_desc
IS 'product category description';

COMMENT ON COLUMN products.prod_weight_class
IS 'product weight class';

COMMENT ON COLUMN products.prod_unit_of_measure
IS 'product unit of measure';

COMMENT ON COLUMN products.prod_pack_size
IS 'product package size';

COMMENT ON COLUMN products.supplier_id
IS 'this column';

COMMENT ON COLUMN products.prod_status
IS 'product status';

COMMENT ON COLUMN products.prod_list_price
IS 'product list price';

COMMENT ON COLUMN products.prod_min_price
IS 'product minimum price';

rem =============================================

COMMENT ON TABLE customers
IS 'dimension table';

COMMENT ON COLUMN customers.cust_id
IS 'primary key';

COMMENT ON COLUMN customers.cust_first_name
IS 'first name of the customer';

COMMENT ON COLUMN customers.cust_last_name
IS 'last name of the customer';

COMMENT ON COLUMN customers.cust_gender
IS 'gender; low cardinality attribute';

COMMENT ON COLUMN customers.cust_year_of_birth
IS 'customer year of birth';

COMMENT ON COLUMN customers.cust_marital_status
IS 'customer marital status; low cardinality attribute';

COMMENT ON COLUMN customers.cust_street_address
IS 'customer street address';

COMMENT ON COLUMN customers.cust_postal_code
IS 'postal code of the customer';

COMMENT ON COLUMN customers.cust_city
IS 'city where the customer lives';

COMMENT ON COLUMN customers.cust_state_province
IS 'customer geography: state or province';

COMMENT ON COLUMN customers.cust_main_phone_number
IS 'customer main phone number';

COMMENT ON COLUMN customers.cust_income_level
IS 'customer income level';

COMMENT ON COLUMN customers.cust_credit_limit
IS 'customer credit limit';

COMMENT ON COLUMN customers.cust_email
IS 'customer email id';

COMMENT ON COLUMN customers.country_id
IS 'foreign key to the countries table (snowflake)';

rem =============================================

COMMENT ON TABLE sales
IS 'facts table, without a primary key; all rows are uniquely identified by the combination of all foreign keys';

COMMENT ON COLUMN sales.prod_id
IS 'FK to the products dimension table';

COMMENT ON COLUMN sales.cust_id
IS 'FK to the customers dimension table';

COMMENT ON COLUMN sales.time_id
IS 'FK to the times dimension table';

COMMENT ON COLUMN sales.channel_id
IS 'FK to the channels dimension table';

COMMENT ON COLUMN sales.promo_id
IS 'promotion identifier, without FK constraint (intentionally) to show outer join optimization';

COMMENT ON COLUMN sales.quantity_sold
IS 'product quantity sold with the transaction';

COMMENT ON COLUMN sales.amount_sold
IS 'invoiced amount to the customer';

-- ==== sales_history/sh_populate.sql
rem
rem Copyright (c) 2023 Oracle
rem
rem Permission is hereby granted, free of charge, to any person obtaining a
rem copy of this software and associated documentation files (the "Software"),
rem to deal in the Software without restriction, including without limitation
rem the rights to use, copy, modify, merge, publish, distribute, sublicense,
rem and/or sell copies of the Software, and to permit persons to whom the
rem Software is furnished to do so, subject to the following conditions:
rem
rem The above copyright notice and this permission notice shall be included in
rem all copies or substantial portions rem of the Software.
rem
rem THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
rem IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
rem FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL
rem THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
rem LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
rem OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
rem SOFTWARE.
rem
rem NAME
rem   sh_populate.sql - populates the SH (Sales History) tables with data
rem
rem DESCRIPTION
rem   This script populates the SH tables with rows of data
rem
rem SCHEMA VERSION
rem   21
rem
rem RELEASE DATE
rem   06-DEC-2022
rem
rem SUPPORTED with DB VERSIONS
rem   19c and higher
rem
rem MAJOR CHANGES IN THIS RELEASE
rem   new scripts for SH installation
rem
rem SCHEMA DEPENDENCIES AND REQUIREMENTS
rem   This script is called from the sh_install.sql script
rem
rem INSTALL INSTRUCTIONS
rem    Run the sh_install.sql script to call this script
rem
rem NOTES
rem 
rem
rem --------------------------------------------------------------------------

SET VERIFY OFF
SET DEFINE OFF
ALTER SESSION SET NLS_LANGUAGE=American;

rem *************************** Disabling table constraints

Prompt ******  Disabling table constraints for the load

ALTER TABLE sales
   MODIFY CONSTRAINT sales_promo_fk DISABLE NOVALIDATE;
ALTER TABLE sales
   MODIFY CONSTRAINT sales_customer_fk DISABLE NOVALIDATE;
ALTER TABLE sales
   MODIFY CONSTRAINT sales_product_fk DISABLE NOVALIDATE;
ALTER TABLE sales
   MODIFY CONSTRAINT sales_time_fk DISABLE NOVALIDATE;
ALTER TABLE sales
   MODIFY CONSTRAINT sales_channel_fk DISABLE NOVALIDATE;

ALTER TABLE customers
   MODIFY CONSTRAINT customers_country_fk DISABLE NOVALIDATE;

ALTER TABLE costs
   MODIFY CONSTRAINT costs_product_fk DISABLE NOVALIDATE;
ALTER TABLE costs
   MODIFY CONSTRAINT costs_time_fk DISABLE NOVALIDATE;
ALTER TABLE costs
   MODIFY CONSTRAINT costs_channel_fk DISABLE NOVALIDATE;
ALTER TABLE costs
   MODIFY CONSTRAINT costs_promo_fk DISABLE NOVALIDATE;

ALTER TABLE times
   MODIFY CONSTRAINT times_pk DISABLE NOVALIDATE;

ALTER TABLE channels
   MODIFY CONSTRAINT channels_pk DISABLE NOVALIDATE;

ALTER TABLE countries
   MODIFY CONSTRAINT countries_pk DISABLE NOVALIDATE;
   
ALTER TABLE promotions
   MODIFY CONSTRAINT promo_pk DISABLE NOVALIDATE;

ALTER TABLE products
   MODIFY CONSTRAINT products_pk DISABLE NOVALIDATE;

ALTER TABLE customers
   MODIFY CONSTRAINT customers_pk DISABLE NOVALIDATE;

rem *************************** insert data into the CHANNELS table

Prompt ******  Populating CHANNELS table ....

BEGIN
   INSERT INTO channels VALUES
      ( 3, 'Direct Sales', 'Direct',   12, 'Channel total', 1 );
   INSERT INTO channels VALUES
      ( 9, 'Tele Sales',   'Direct',   12, 'Channel total', 1 );
   INSERT INTO channels VALUES
      ( 5, 'Catalog',      'Indirect', 13, 'Channel total', 1 );
   INSERT INTO channels VALUES
      ( 4, 'Internet',     'Indirect', 13, 'Channel total', 1 );
   INSERT INTO channels VALUES
      ( 2, 'Partners',     'Others',   14, 'Channel total', 1 );
END;
/


rem *************************** insert data into the COUNTRIES table

Prompt ******  Populating COUNTIRES table ....

BEGIN
   INSERT INTO countries VALUES
      (52790, 'US', 'United States of America', 'Northern America', 52797, 'Americas', 52801, 'World total', 52806 );
   INSERT INTO countries VALUES
      (52776, 'DE', 'Germany',        'Western Europe', 52799, 'Europe', 52803, 'World total', 52806 );
   INSERT INTO countries VALUES
      (52789, 'GB', 'United Kingdom', 'Western Europe', 52799, 'Europe', 52803, 'World total', 52806 );
   INSERT INTO countries VALUES
      (52784, 'NL', 'Netherlands',    'Western Europe', 52799, 'Europe', 52803, 'World total', 52806 );
   INSERT INTO countries VALUES
      (52780, 'IE', 'Ireland',        'Western Europe', 52799, 'Europe', 52803, 'World total', 52806 );
   INSERT INTO countries VALUES
      (52777, 'DK', 'Denmark',        'Western Europe', 52799, 'Europe', 52803, 'World total', 52806 );
   INSERT INTO countries VALUES
      (52779, 'FR', 'France',         'Western Europe', 52799, 'Europe', 52803, 'World total', 52806 );
   INSERT INTO countries VALUES
      (52778, 'ES', 'Spain',          'Western Europe', 52799, 'Europe', 52803, 'World total', 52806 );
   INSERT INTO countries VALUES
      (52788, 'TR', 'Turkey',         'Western Europe', 52799, 'Europe', 52803, 'World total', 52806 );
   INSERT INTO countries VALUES
      (52786, 'PL', 'Poland',         'Eastern Europe', 52795, 'Europe', 52803, 'World total', 52806 );
   INSERT INTO countries VALUES
      (52775, 'BR', 'Brazil',         'Southern America', 52798, 'Americas', 52801, 'World total', 52806 );
   INSERT INTO countries VALUES
      (52773, 'AR', 'Argentina',      'Southern America', 52798, 'Americas', 52801, 'World total', 52806 );
   INSERT INTO countries VALUES
      (52783, 'MY', 'Malaysia',       'Asia', 52793, 'Asia', 52802, 'World total', 52806 );
   INSERT INTO countries VALUES
      (52782, 'JP', 'Japan',          'Asia', 52793, 'Asia', 52802, 'World total', 52806 );
   INSERT INTO countries VALUES
      (52781, 'IN', 'India',          'Asia', 52793, 'Asia', 52802, 'World total', 52806 );
   INSERT INTO countries VALUES
      (52774, 'AU', 'Australia',      'Australia', 52794, 'Oceania', 52805, 'World total', 52806 );
   INSERT INTO countries VALUES
      (52785, 'NZ', 'New Zealand',    'Australia', 52794, 'Oceania', 52805, 'World total', 52806 );
   INSERT INTO countries VALUES
      (52791, 'ZA', 'South Africa',   'Africa', 52792, 'Africa', 52800, 'World total', 52806 );
   INSERT INTO countries VALUES
      (52787, 'SA', 'Saudi Arabia',   'Middle East', 52796, 'Middle East', 52804, 'World total', 52806 );
   INSERT INTO countries VALUES
      (52772, 'CA', 'Canada',         'Northern America', 52797, 'Americas', 52801, 'World total', 52806 );
   INSERT INTO countries VALUES
      (52771, 'CN', 'China',          'Asia', 52793, 'Asia', 52802, 'World total', 52806 );
   INSERT INTO countries VALUES
      (52769, 'SG', 'Singapore',      'Asia', 52793, 'Asia', 52802, 'World total', 52806 );
   INSERT INTO countries VALUES
      (52770, 'IT', 'Italy',          'Western Europe', 52799, 'Europe', 52803, 'World total', 52806 );
   INSERT INTO countries VALUES
      (52792, 'MX', 'Mexico',         'Northern America', 52797, 'Americas', 52801, 'World total', 52806 );
   INSERT INTO countries VALUES
      (52793, 'SE', 'Sweden',         'Western Europe', 52799, 'Europe', 52803, 'World total', 52806 );
   INSERT INTO countries VALUES
      (52794, 'CH', 'Switzerland',    'Western Europe', 52799, 'Europe', 52803, 'World total', 52806 );
   INSERT INTO countries VALUES
      (52795, 'CL', 'Chile',          'Southern America', 52798, 'Americas', 52798, 'World total', 52806 );
   INSERT INTO countries VALUES
      (52796, 'TH', 'Thailand',       'Asia', 52793, 'Asia', 52802, 'World total', 52806 );
   INSERT INTO countries VALUES
      (52797, 'NG', 'Nigeria',        'Africa', 52792, 'Africa', 52800, 'World total', 52806 );
   INSERT INTO countries VALUES
      (52798, 'EG', 'Egypt',          'Middle East', 52796, 'Middle East', 52804, 'World total', 52806 );
   INSERT INTO countries VALUES
      (52799, 'ZW', 'Zimbabwe',       'Africa', 52792, 'Africa', 52800, 'World total', 52806 );
   INSERT INTO countries VALUES
      (52800, 'KW', 'Kuwait',         'Middle East', 52796, 'Middle East', 52804, 'World total', 52806 );
   INSERT INTO countries VALUES
      (52801, 'IL', 'Israel',         'Middle East', 52796, 'Middle East', 52804, 'World total', 52806 );
   INSERT INTO countries VALUES
      (52802, 'RO', 'Romania',        'Eastern Europe', 52795, 'Europe', 52803, 'World total', 52806 );
   INSERT INTO countries VALUES
      (52803, 'HU', 'Hungary',        'Eastern Europe', 52795, 'Europe', 52803, 'World total', 52806 );
END;
/

rem *************************** insert data into the PRODUCTS table

Prompt ******  Populating PRODUCTS table ....

BEGIN
   INSERT INTO products VALUES 
      (14,      'Pitching Machine and Batting Cage Combo', 'Pitching Machine and Batting Cage Combo', 'Training Aids and Equipment',
       2035,    'Training Aids and Equipment', 'Baseball', 203, 'Baseball', 1, 'U', 'P', 1, 'STATUS', 999.99, 999.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (21,      'Speed Trainer Bats and Training Program', 'Speed Trainer Bats and Training Program', 'Training Aids and Equipment',
       2035,    'Training Aids and Equipment', 'Baseball', 203, 'Baseball', 1, 'U', 'P', 1, 'STATUS', 899.99, 899.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (22,      'MLB Official Game Baseball w/ Display Case', 'MLB Official Game Baseball w/ Display Case', 'Baseballs',
       2031,    'Baseballs', 'Baseball', 203, 'Baseball', 1, 'U', 'P', 1, 'STATUS', 24.99, 24.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (46,      '2 Competition Grade NFHS Baseballs', '2 Competition Grade NFHS Baseballs', 'Baseballs',
       2031,    'Baseballs', 'Baseball', 203, 'Baseball', 1, 'U', 'P', 1, 'STATUS', 22.99, 22.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (47,      '6 Gallon Empty Ball Bucket', '6 Gallon Empty Ball Bucket', 'Baseballs',
       2031,    'Baseballs', 'Baseball', 203, 'Baseball', 1, 'U', 'P', 1, 'STATUS', 28.99, 28.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (127,     'Genuine Series MIX Wood Bat', 'Genuine Series MIX Wood Bat', 'Bats',
       2036,    'Bats', 'Baseball', 203, 'Baseball', 1, 'U', 'P', 1, 'STATUS', 36.99, 36.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (128,     'Slugger Youth Series Maple Bat', 'Slugger Youth Series Maple Bat', 'Bats',
       2036,    'Bats', 'Baseball', 203, 'Baseball', 1, 'U', 'P', 1, 'STATUS', 27.99, 27.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (129,     'Pro Maple Bat', 'Pro Maple Bat', 'Bats',
       2036,    'Bats', 'Baseball', 203, 'Baseball', 1, 'U', 'P', 1, 'STATUS', 192.99, 192.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (130,     'Pro Maple Youth Bat', 'Pro Maple Youth Bat', 'Bats',
       2036,    'Bats', 'Baseball', 203, 'Baseball', 1, 'U', 'P', 1, 'STATUS', 89.99, 89.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (19,      'Cricket Bat Bag', 'Cricket bat bag', 'Cricket Bat',
       2051,    'Cricket Bat', 'Cricket', 205, 'Cricket', 1, 'U', 'P', 1, 'STATUS', 55.99, 55.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (23,      'Plastic Cricket Bat', 'Plastic - Beach Cricket Bat', 'Cricket Bat',
       2051,    'Cricket', 'Cricket', 205, 'Cricket', 1, 'U', 'P', 1, 'STATUS', 21.99, 21.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (28,      'English Willow Cricket Bat', 'English Willow Cricket Bat', 'Cricket Bat',
       2051,    'Cricket Bat', 'Cricket', 205, 'Cricket', 1, 'U', 'P', 1, 'STATUS', 199.99, 199.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (30,      'Linseed Oil', 'Cricket Bat - Linseed Oil', 'Cricket Bat',
       2051,    'Cricket Bat', 'Cricket', 205, 'Cricket', 1, 'U', 'P', 1, 'STATUS', 9.99, 9.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (31,      'Fiber Tape', 'Cricket Bat - Fiber Tape', 'Cricket Bat',
       2051,    'Cricket Bat', 'Cricket', 205, 'Cricket', 1, 'U', 'P', 1, 'STATUS', 8.99, 8.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (40,      'Team shirt', 'West Indies Team', 'Cricket Fan Gear',
       2054,    'Cricket Fan Gear', 'Cricket', 205, 'Cricket', 1, 'U', 'P', 1, 'STATUS', 44.99, 44.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (41,      'Team shirt', 'South African Team', 'Cricket Fan Gear',
       2054,    'Cricket Fan Gear', 'Cricket', 205, 'Cricket', 1, 'U', 'P', 1, 'STATUS', 44.99, 44.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (42,      'Team shirt', 'New Zealand Cricket Team', 'Cricket Fan Gear',
       2054,    'Cricket Fan Gear', 'Cricket', 205, 'Cricket', 1, 'U', 'P', 1, 'STATUS', 44.99, 44.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (43,      'Team shirt', 'Australian Cricket Team', 'Cricket Fan Gear',
       2054,    'Cricket Fan Gear', 'Cricket', 205, 'Cricket', 1, 'U', 'P', 1, 'STATUS', 44.99, 44.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (44,      'Team shirt', 'Indian Cricket Team', 'Cricket Fan Gear',
       2054,    'Cricket Fan Gear', 'Cricket', 205, 'Cricket', 1, 'U', 'P', 1, 'STATUS', 44.99, 44.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (45,      'Team shirt', 'English Cricket Team', 'Cricket Fan Gear',
       2054,    'Cricket Fan Gear', 'Cricket', 205, 'Cricket', 1, 'U', 'P', 1, 'STATUS', 44.99, 44.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (48,      'Indoor Cricket Ball', 'Indoor Cricket Ball', 'Cricket',
       2055,    'Cricket', 'Cricket', 205, 'Cricket', 1, 'U', 'P', 1, 'STATUS', 11.99, 11.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (113,     'Cricket Ball', 'Cricket Ball - Leather', 'Cricket',
       2055,    'Cricket', 'Cricket', 205, 'Cricket', 1, 'U', 'P', 1, 'STATUS', 22.99, 22.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (114,     'Cricket Ball - Training Ball', 'Cricket Ball - Training', 'Cricket',
       2055,    'Cricket', 'Cricket', 205, 'Cricket', 1, 'U', 'P', 1, 'STATUS', 18.99, 18.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (115,     'Plastic - Beach Cricket Ball', 'Plastic - Beach Cricket Ball', 'Cricket',
       2055,    'Cricket', 'Cricket', 205, 'Cricket', 1, 'U', 'P', 1, 'STATUS', 8.99, 8.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (116,     'Catchers Helmet', 'Catchers Helmet', 'Cricket',
       2055,    'Cricket', 'Cricket', 205, 'Cricket', 1, 'U', 'P', 1, 'STATUS', 11.99, 11.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (117,     'Plastic - Beach Cricket Wickets', 'Plastic - Beach Cricket Wickets', 'Cricket',
       2055,    'Cricket', 'Cricket', 205, 'Cricket', 1, 'U', 'P', 1, 'STATUS', 8.99, 8.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (118,     'Cricket Bails', 'Cricket Bails', 'Cricket',
       2055,    'Cricket', 'Cricket', 205, 'Cricket', 1, 'U', 'P', 1, 'STATUS', 7.99, 7.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (119,     'Cricket Bails - Junior', 'Cricket Bails - Junior', 'Cricket',
       2055,    'Cricket', 'Cricket', 205, 'Cricket', 1, 'U', 'P', 1, 'STATUS', 6.99, 6.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (120,     'Cricket Peak Cap', 'Cricket Peak Cap', 'Cricket Clothing',
       2056,    'Cricket Clothing', 'Cricket', 205, 'Cricket', 1, 'U', 'P', 1, 'STATUS', 6.99, 6.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (121,     'Cricket - Athletic Guard Cup', 'Cricket - Athletic Guard Cup', 'Cricket Clothing',
       2056,    'Cricket Clothing', 'Cricket', 205, 'Cricket', 1, 'U', 'P', 1, 'STATUS', 10.99, 10.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (122,     'Wide Brim Hat', 'Cricket Wide Brim Hat', 'Cricket Clothing',
       2056,    'Cricket Clothing', 'Cricket', 205, 'Cricket', 1, 'U', 'P', 1, 'STATUS', 18.99, 18.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (123,     'Helmet', 'Cricket Helmet', 'Cricket Clothing',
       2056,    'Cricket Clothing', 'Cricket', 205, 'Cricket', 1, 'U', 'P', 1, 'STATUS', 49.99, 49.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (124,     'Wicket Keeper Gloves', 'Wicket Keeper Gloves', 'Cricket Clothing',
       2056,    'Cricket Clothing', 'Cricket', 205, 'Cricket', 1, 'U', 'P', 1, 'STATUS', 18.99, 18.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (125,     'Bucket Hat', 'Cricket Bucket Hat', 'Cricket Clothing',
       2053,    'Cricket Clothing', 'Cricket', 205, 'Cricket', 1, 'U', 'P', 1, 'STATUS', 15.99, 15.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (126,     'Spiked Shoes', 'Spiked Cricket Shoes', 'Cricket Clothing',
       2053,    'Cricket Clothing', 'Cricket', 205, 'Cricket', 1, 'U', 'P', 1, 'STATUS', 28.99, 28.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (15,      'Right-Handed Graphite Shaft Iron Set', 'Right-Handed Graphite Shaft Iron Set', 'Irons and Iron Sets',
       2021,    'Irons and Iron Sets', 'Golf', 202, 'Golf', 1, 'U', 'P', 1, 'STATUS', 999.99, 999.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (18,      'Lithium Electric Golf Caddy', 'Lithium Electric Golf Caddy', 'Golf Bags and Carts',
       2022,    'Golf Bags and Carts', 'Golf', 202, 'Golf', 1, 'U', 'P', 1, 'STATUS', 1299.99, 1299.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (13,      'Soccer Goal - Portable', 'Soccer Goal - Portable', 'Soccer / Football',
       2044,    'Soccer / Football', 'Soccer / Football', 204, 'Soccer / Football', 1, 'U', 'P', 1, 'STATUS', 899.99, 899.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (17,      'Soccer Goal - Official', 'Soccer Goal - Official', 'Soccer / Football',
       2041,    'Soccer / Football', 'Soccer / Football', 204, 'Soccer / Football', 1, 'U', 'P', 1, 'STATUS', 1099.99, 1099.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (131,     'Soccer Ball - Size 4', 'Soccer Ball - Size 4 Youth', 'Soccer Equipment',
       2042,    'Soccer Equipment', 'Soccer / Football', 204, 'Soccer / Football', 1, 'U', 'P', 1, 'STATUS', 18.99, 18.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (132,     'Soccer Ball - Size 5', 'Soccer Ball - Size 5', 'Soccer Equipment',
       2042,    'Soccer Equipment', 'Soccer / Football', 204, 'Soccer / Football', 1, 'U', 'P', 1, 'STATUS', 24.99, 24.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (133,     'Goal Keeper Gloves', 'Goal Keeper Gloves', 'Soccer Equipment',
       2042,    'Soccer Equipment', 'Soccer / Football', 204, 'Soccer / Football', 1, 'U', 'P', 1, 'STATUS', 30.99, 30.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (134,     'Shin Guards', 'Shin Guards', 'Soccer Equipment',
       2042,    'Soccer Equipment', 'Soccer / Football', 204, 'Soccer / Football', 1, 'U', 'P', 1, 'STATUS', 20.99, 20.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (135,     'Gear Bag', 'Gear Bag', 'Soccer Equipment',
       2042,    'Soccer Equipment', 'Soccer / Football', 204, 'Soccer / Football', 1, 'U', 'P', 1, 'STATUS', 49.99, 49.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (136,     'Soccer Jersey', 'Soccer Jersey', 'Soccer Clothing',
       2043,    'Soccer Clothing', 'Soccer / Football', 204, 'Soccer / Football', 1, 'U', 'P', 1, 'STATUS', 32.99, 32.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (137,     'Soccer Cleats - Junior', 'Soccer Cleats - Junior', 'Soccer Clothing',
       2043,    'Soccer Clothing', 'Soccer / Football', 204, 'Soccer / Football', 1, 'U', 'P', 1, 'STATUS', 52.99, 52.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (138,     'Soccer Cleats - Adult', 'Soccer Cleats - Adult', 'Soccer Clothing',
       2043,    'Soccer Clothing', 'Soccer / Football', 204, 'Soccer / Football', 1, 'U', 'P', 1, 'STATUS', 69.99, 69.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (16,      'Sonic Core Graphite Racquet', 'Sonic Core Graphite Racquet', 'Tennis Racquet',
       2011,    'Tennis Racquet', 'Tennis', 201, 'Tennis', 1, 'U', 'P', 1, 'STATUS', 299.99, 299.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (20,      'Match Used Autograph Racquet', 'Match Used Autograph Racquet', 'Tennis Racquet',
       2012,    'Tennis Racquet', 'Tennis', 201, 'Tennis', 1, 'U', 'P', 1, 'STATUS', 599.99, 599.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (29,      'Limited Edition Racquet', 'Limited Edition Racquet', 'Tennis Racquet',
       2012,    'Tennis Racquet', 'Tennis', 201, 'Tennis', 1, 'U', 'P', 1, 'STATUS', 499.99, 499.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (139,     'Tennis Balls Heavy Duty Felt 3', 'Tennis Balls Heavy Duty Felt 3 can', 'Tennis Balls',
       2014,    'Tennis Balls', 'Tennis', 201, 'Tennis', 4, 'U', 'P', 1, 'STATUS', 19.99, 19.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (140,     'Tennis Strings Natural Gut', 'Tennis Strings Natural Gut', 'Tennis Strings',
       2014,    'Tennis Strings', 'Tennis', 201, 'Tennis', 1, 'U', 'P', 1, 'STATUS', 29.99, 29.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (141,     'Tennis Strings Synthetic Gut', 'Tennis Strings Synthetic Gut', 'Tennis Strings',
       2014,    'Tennis Strings', 'Tennis', 201, 'Tennis', 1, 'U', 'P', 1, 'STATUS', 29.99, 29.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (142,     'Tennis Strings Hybrids', 'Tennis Strings Hybrids', 'Tennis Strings',
       2014,    'Tennis Strings', 'Tennis', 201, 'Tennis', 1, 'U', 'P', 1, 'STATUS', 19.99, 19.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (143,     'Tennis Strings Polyester', 'Tennis Strings Polyester', 'Tennis Strings',
       2014,    'Tennis Strings', 'Tennis', 201, 'Tennis', 1, 'U', 'P', 1, 'STATUS', 19.99, 19.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (144,     'Tennis Grip Overgrip Tacky', 'Tennis Grip Overgrip Tacky', 'Tennis Racquet Grip',
       2014,    'Tennis Racquet Grip', 'Tennis', 201, 'Tennis', 1, 'U', 'P', 1, 'STATUS', 7.99, 7.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (145,     'Practice Tennis Balls', 'Practice Tennis Balls', 'Tennis Balls',
       2014,    'Tennis Balls', 'Tennis', 201, 'Tennis', 1, 'U', 'P', 1, 'STATUS', 12.99, 12.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (146,     'Regular Duty Tennis Balls', 'Regular Duty Tennis Balls', 'Tennis Balls',
       2014,    'Tennis Balls', 'Tennis', 201, 'Tennis', 1, 'U', 'P', 1, 'STATUS', 11.99, 11.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (147,     'Cushioned Grip', 'Cushioned Grip', 'Tennis Racquet Grip',
       2013,    'Tennis Racquet Grip', 'Tennis', 201, 'Tennis', 1, 'U', 'P', 1, 'STATUS', 7.99, 7.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (148,     'Tennis Balls 12 Pack', 'Tennis Balls 12 Pack', 'Tennis Balls',
       2013,    'Tennis Balls', 'Tennis', 201, 'Tennis', 1, 'U', 'P', 1, 'STATUS', 20.99, 20.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (24,      'Endurance Coolcore 1/2 Zip Pullover', 'Endurance Coolcore 1/2 Zip Pullover', 'Baseball Clothing',
       2034,    'Baseball Clothing', 'Baseball', 203, 'Baseball', 1, 'U', 'P', 1, 'STATUS', 45.99, 45.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (25,      '5 Point Batting Tee', '5 Point Batting Tee', 'Batting Tees',
       2033,    'Batting Tees', 'Baseball', 203, 'Baseball', 1, 'U', 'P', 1, 'STATUS', 112.99, 112.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (26,      'Pro Style Batting Tee', 'Pro Style Batting Tee', 'Batting Tees',
       2033,    'Batting Tees', 'Baseball', 203, 'Baseball', 1, 'U', 'P', 1, 'STATUS', 149.99, 149.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (27,      'Bucket of 24 Synthetic Baseballs', 'Bucket of 24 Synthetic Baseballs', 'Baseballs',
       2031,    'Baseballs', 'Baseball', 203, 'Baseball', 1, 'U', 'P', 1, 'STATUS', 44.99, 44.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (32,      'Bucket of 24 Leather Baseballs', 'Bucket of 24 Leather Baseballs', 'Baseballs',
       2031,    'Baseballs', 'Baseball', 203, 'Baseball', 1, 'U', 'P', 1, 'STATUS', 67.99, 67.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (33,      'Baseball Is Life Cap', 'Baseball Is Life Cap', 'Baseball Clothing',
       2034,    'Baseball Clothing', 'Baseball', 203, 'Baseball', 1, 'U', 'P', 1, 'STATUS', 44.99, 44.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (34,      '11.5" Youth Triple Stripe Series Glove', '11.5" Youth Triple Stripe Series Glove', 'Gloves and Mitts',
       2032,    'Gloves and Mitts', 'Baseball', 203, 'Baseball', 1, 'U', 'P', 1, 'STATUS', 39.99, 39.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (35,      'Catchers Mitt', 'Catchers Mitt', 'Gloves and Mitts',
       2032,    'Gloves and Mitts', 'Baseball', 203, 'Baseball', 1, 'U', 'P', 1, 'STATUS', 49.99, 49.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (36,      '12" Premium Series Glove', '12" Premium Series Glove', 'Gloves and Mitts',
       2032,    'Gloves and Mitts', 'Baseball', 203, 'Baseball', 1, 'U', 'P', 1, 'STATUS', 44.99, 44.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (37,      '12.75" Premium Series Glove', '12.75" Premium Series Glove', 'Gloves and Mitts',
       2032,    'Gloves and Mitts', 'Baseball', 203, 'Baseball', 1, 'U', 'P', 1, 'STATUS', 54.99, 54.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (38,      '11" Youth Field Master Glove', '11" Youth Field Master Glove', 'Gloves and Mitts',
       2032,    'Gloves and Mitts', 'Baseball', 203, 'Baseball', 1, 'U', 'P', 1, 'STATUS', 29.99, 29.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
   INSERT INTO products VALUES 
      (39,      '13" Field Master Series Glove', '13" Field Master Series Glove', 'Gloves and Mitts',
       2032,    'Gloves and Mitts', 'Baseball', 203, 'Baseball', 1, 'U', 'P', 1, 'STATUS', 34.99, 34.99,
       'TOTAL', 1, '', to_date('2019-01-01-00-00-00', 'YYYY-MM-DD-HH24-MI-SS'), '', 'A');
END;
/

COMMIT;

rem *************************** set loading parameters
SET LOAD BATCH_ROWS 10000 BATCHES_PER_COMMIT 1 DATE_FORMAT YYYY-MM-DD

rem *************************** insert data into the COSTS table

Prompt ******  Populating COSTS table ....
LOAD costs costs.csv

rem *************************** insert data into the CUSTOMERS table

Prompt ******  Populating CUSTOMERS table ....
LOAD customers customers.csv

rem *************************** insert data into the PROMOTIONS table

Prompt ******  Populating PROMOTIONS table ....
LOAD promotions promotions.csv

rem *************************** insert data into the SALES table

Prompt ******  Populating SALES table ....
LOAD sales sales.csv

rem *************************** insert data into the TIMES table

Prompt ******  Populating TIMES table ....
LOAD times times.csv

rem *************************** insert data into the SUPPLEMENTARY_DEMOGRAPHICS table

Prompt ******  Populating SUPPLEMENTARY_DEMOGRAPHICS table ....
LOAD supplementary_demographics supplementary_demographics.csv

rem *************************** Enabling table constraints

Prompt ******  Enabling table constraints

ALTER TABLE times
   MODIFY CONSTRAINT times_pk ENABLE NOVALIDATE;

ALTER TABLE channels
   MODIFY CONSTRAINT channels_pk ENABLE NOVALIDATE;

ALTER TABLE countries
   MODIFY CONSTRAINT countries_pk ENABLE NOVALIDATE;
   
ALTER TABLE promotions
   MODIFY CONSTRAINT promo_pk ENABLE NOVALIDATE;

ALTER TABLE products
   MODIFY CONSTRAINT products_pk ENABLE NOVALIDATE;

ALTER TABLE customers
   MODIFY CONSTRAINT customers_pk ENABLE NOVALIDATE;

ALTER TABLE sales
   MODIFY CONSTRAINT sales_promo_fk ENABLE NOVALIDATE;
ALTER TABLE sales
   MODIFY CONSTRAINT sales_customer_fk ENABLE NOVALIDATE;
ALTER TABLE sales
   MODIFY CONSTRAINT sales_product_fk ENABLE NOVALIDATE;
ALTER TABLE sales
   MODIFY CONSTRAINT sales_time_fk ENABLE NOVALIDATE;
ALTER TABLE sales
   MODIFY CONSTRAINT sales_channel_fk ENABLE NOVALIDATE;

ALTER TABLE customers
   MODIFY CONSTRAINT customers_country_fk ENABLE NOVALIDATE;

ALTER TABLE costs
   MODIFY CONSTRAINT costs_product_fk ENABLE NOVALIDATE;
ALTER TABLE costs
   MODIFY CONSTRAINT costs_time_fk ENABLE NOVALIDATE;
ALTER TABLE costs
   MODIFY CONSTRAINT costs_channel_fk ENABLE NOVALIDATE;
ALTER TABLE costs
   MODIFY CONSTRAINT costs_promo_fk ENABLE NOVALIDATE;

rem *************************** Creating indexes for SALES table

Prompt ******  Creating indexes for SALES table ....

CREATE BITMAP INDEX sales_prod_bix
   ON sales (prod_id) LOCAL NOLOGGING;

CREATE BITMAP INDEX sales_cust_bix
   ON sales (cust_id) LOCAL NOLOGGING;

CREATE BITMAP INDEX sales_time_bix
   ON sales (time_id) LOCAL NOLOGGING;

CREATE BITMAP INDEX sales_channel_bix
   ON sales (channel_id) LOCAL NOLOGGING;

CREATE BITMAP INDEX sales_promo_bix
   ON sales (promo_id) LOCAL NOLOGGING;

CREATE INDEX sup_text_idx ON supplementary_demographics(comments)
   INDEXTYPE IS ctxsys.context PARAMETERS('nopopulate');

rem *************************** Creating indexes for COSTS table

Prompt ******  Creating indexes for COSTS table ....

CREATE BITMAP INDEX costs_prod_bix
   ON costs (prod_id) LOCAL NOLOGGING;

CREATE BITMAP INDEX costs_time_bix
   ON costs (time_id) LOCAL NOLOGGING;

rem *************************** Creating indexes for PRODUCTS table

Prompt ******  Creating indexes for PRODUCTS table ....

CREATE BITMAP INDEX products_prod_status_bix
   ON products(prod_status) NOLOGGING;

CREATE INDEX products_prod_subcat_ix
   ON products(prod_subcategory) NOLOGGING;

CREATE INDEX products_prod_cat_ix
   ON products(prod_category) NOLOGGING;

CREATE BITMAP INDEX customers_gender_bix
   ON customers(cust_gender) NOLOGGING;

CREATE BITMAP INDEX customers_marital_bix
   ON customers(cust_marital_status) NOLOGGING;

CREATE BITMAP INDEX customers_yob_bix
   ON customers(cust_year_of_birth) NOLOGGING;
   
CREATE BITMAP INDEX FW_PSC_S_MV_SUBCAT_BIX   
   ON fweek_pscat_sales_mv(prod_subcategory);

CREATE BITMAP INDEX FW_PSC_S_MV_CHAN_BIX
   ON fweek_pscat_sales_mv(channel_id);

CREATE BITMAP INDEX FW_PSC_S_MV_PROMO_BIX   
   ON fweek_pscat_sales_mv(promo_id);

CREATE BITMAP INDEX FW_PSC_S_MV_WD_BIX
   ON fweek_pscat_sales_mv(week_ending_day);

rem *************************** Creating dimensions

Prompt ******  Creating dimensions ....

CREATE DIMENSION customers_dim 
   LEVEL customer    IS (customers.cust_id)
   LEVEL city     IS (customers.cust_city_id) 
   LEVEL state     IS (customers.cust_state_province_id) 
   LEVEL country     IS (countries.country_id) 
   LEVEL subregion    IS (countries.country_subregion_id) 
   LEVEL region     IS (countries.country_region_id) 
   LEVEL geog_total   IS (countries.country_total_id) 
   LEVEL cust_total   IS (customers.cust_total_id) 
   HIERARCHY cust_rollup (customer  CHILD OF
                city     CHILD OF 
                state    CHILD OF 
                cust_total)
   HIERARCHY geog_rollup (customer  CHILD OF
                city        CHILD OF 
                state       CHILD OF 
                country     CHILD OF 
                subregion   CHILD OF
                region      CHILD OF
                geog_total
   JOIN KEY (customers.country_id) REFERENCES country)
   ATTRIBUTE customer DETERMINES
   (cust_first_name, cust_last_name, cust_gender,
    cust_marital_status, cust_year_of_birth,
    cust_income_level, cust_credit_limit,
    cust_street_address, cust_postal_code,
    cust_main_phone_number, cust_email)
   ATTRIBUTE city DETERMINES (cust_city) 
   ATTRIBUTE state DETERMINES (cust_state_province) 
   ATTRIBUTE country DETERMINES (countries.country_name,countries.country_iso_code)
   ATTRIBUTE subregion DETERMINES (countries.country_subregion)
   ATTRIBUTE region DETERMINES (countries.country_region) 
   ATTRIBUTE geog_total DETERMINES (countries.country_total) 
   ATTRIBUTE cust_total DETERMINES (customers.cust_total);

CREATE DIMENSION products_dim 
   LEVEL product     IS (products.prod_id)
   LEVEL subcategory   IS (products.prod_subcategory_id) 
   LEVEL category    IS (products.prod_category_id) 
   LEVEL prod_total  IS (products.prod_total_id) 
   HIERARCHY prod_rollup (product  CHILD OF 
                subcategory   CHILD OF 
                category      CHILD OF
                prod_total) 
   ATTRIBUTE product DETERMINES 
         (products.prod_name, products.prod_desc,
          prod_weight_class, prod_unit_of_measure,
          prod_pack_size,prod_status, prod_list_price, prod_min_price)
   ATTRIBUTE subcategory DETERMINES 
         (prod_subcategory, prod_subcategory_desc)
   ATTRIBUTE category DETERMINES 
         (prod_category, prod_category_desc)
   ATTRIBUTE prod_total DETERMINES 
         (prod_total);

CREATE DIMENSION times_dim
   LEVEL day         IS TIMES.TIME_ID
   LEVEL month       IS TIMES.CALENDAR_MONTH_ID
   LEVEL quarter     IS TIMES.CALENDAR_QUARTER_ID
   LEVEL year        IS TIMES.CALENDAR_YEAR_ID
   LEVEL fis_week    IS TIMES.WEEK_ENDING_DAY_ID
   LEVEL fis_month   IS TIMES.FISCAL_MONTH_ID
   LEVEL fis_quarter IS TIMES.FISCAL_QUARTER_ID
   LEVEL fis_year    IS TIMES.FISCAL_YEAR_ID
   HIERARCHY cal_rollup  (day       CHILD OF
                month     CHILD OF
                quarter   CHILD OF
                year)
   HIERARCHY fis_rollup (day CHILD OF
                fis_week     CHILD OF
                fis_month    CHILD OF
                fis_quarter  CHILD OF
                fis_year)
   ATTRIBUTE day DETERMINES 
         (day_number_in_week, day_name, day_number_in_month,
         calendar_week_number)
   ATTRIBUTE month DETERMINES
        (calendar_month_desc,
         calendar_month_number, calendar_month_name,
         days_in_cal_month, end_of_cal_month)
   ATTRIBUTE quarter DETERMINES
         (calendar_quarter_desc,
         calendar_quarter_number,days_in_cal_quarter,
         end_of_cal_quarter)
   ATTRIBUTE year DETERMINES
         (calendar_year,
         days_in_cal_year, end_of_cal_year)
   ATTRIBUTE fis_week DETERMINES
         (week_ending_day,
         fiscal_week_number)
   ATTRIBUTE fis_month DETERMINES
         (fiscal_month_desc, fiscal_month_number, fiscal_month_name,
         days_in_fis_month, end_of_fis_month)
   ATTRIBUTE fis_quarter DETERMINES
         (fiscal_quarter_desc,
         fiscal_quarter_number, days_in_fis_quarter,
         end_of_fis_quarter)
   ATTRIBUTE fis_year DETERMINES
         (fiscal_year,
         days_in_fis_year, end_of_fis_year);

CREATE DIMENSION channels_dim
   LEVEL channel       IS (channels.channel_id) 
   LEVEL channel_class IS (channels.channel_class_id) 
   LEVEL channel_total IS (channels.channel_total_id) 
   HIERARCHY channel_rollup (channel  CHILD OF 
                channel_class  CHILD OF 
                channel_total)
   ATTRIBUTE channel DETERMINES (channel_desc)
   ATTRIBUTE channel_class DETERMINES (channel_class)
   ATTRIBUTE channel_total DETERMINES (channel_total);

CREATE DIMENSION promotions_dim 
   LEVEL promo       IS (promotions.promo_id) 
   LEVEL subcategory   IS (promotions.promo_subcategory_id) 
   LEVEL category       IS (promotions.promo_category_id) 
   LEVEL promo_total   IS (promotions.promo_total_id) 
   HIERARCHY promo_rollup (promo     CHILD OF 
                subcategory   CHILD OF 
                category  CHILD OF
                promo_total) 
   ATTRIBUTE promo DETERMINES 
         (promo_name, promo_cost,
          promo_begin_date, promo_end_date)
   ATTRIBUTE subcategory DETERMINES (promo_subcategory)
   ATTRIBUTE category DETERMINES (promo_category)
   ATTRIBUTE promo_total DETERMINES (promo_total);

rem *************************** Gathering statistics

Prompt ******  Gathering statistics for schema ...

BEGIN
   dbms_stats.gather_schema_stats(
   'SH',
   granularity => 'ALL',
   cascade => TRUE,
   block_sample => TRUE,
   estimate_percent => NULL
);
END;
/
