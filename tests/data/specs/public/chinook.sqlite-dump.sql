PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE [Album]
(
    [AlbumId] INTEGER  NOT NULL,
    [Title] NVARCHAR(160)  NOT NULL,
    [ArtistId] INTEGER  NOT NULL,
    CONSTRAINT [PK_Album] PRIMARY KEY  ([AlbumId]),
    FOREIGN KEY ([ArtistId]) REFERENCES [Artist] ([ArtistId]) 
		ON DELETE NO ACTION ON UPDATE NO ACTION
);
INSERT INTO Album VALUES(1,'For Those About To Rock We Salute You',1);
INSERT INTO Album VALUES(2,'Balls to the Wall',2);
INSERT INTO Album VALUES(3,'Restless and Wild',2);
INSERT INTO Album VALUES(4,'Let There Be Rock',1);
INSERT INTO Album VALUES(5,'Big Ones',3);
INSERT INTO Album VALUES(6,'Jagged Little Pill',4);
INSERT INTO Album VALUES(7,'Facelift',5);
INSERT INTO Album VALUES(8,'Warner 25 Anos',6);
INSERT INTO Album VALUES(9,'Plays Metallica By Four Cellos',7);
INSERT INTO Album VALUES(10,'Audioslave',8);
INSERT INTO Album VALUES(11,'Out Of Exile',8);
INSERT INTO Album VALUES(12,'BackBeat Soundtrack',9);
INSERT INTO Album VALUES(13,'The Best Of Billy Cobham',10);
INSERT INTO Album VALUES(14,'Alcohol Fueled Brewtality Live! [Disc 1]',11);
INSERT INTO Album VALUES(15,'Alcohol Fueled Brewtality Live! [Disc 2]',11);
INSERT INTO Album VALUES(16,'Black Sabbath',12);
INSERT INTO Album VALUES(17,'Black Sabbath Vol. 4 (Remaster)',12);
INSERT INTO Album VALUES(18,'Body Count',13);
INSERT INTO Album VALUES(19,'Chemical Wedding',14);
INSERT INTO Album VALUES(20,'The Best Of Buddy Guy - The Millenium Collection',15);
INSERT INTO Album VALUES(21,'Prenda Minha',16);
INSERT INTO Album VALUES(22,'Sozinho Remix Ao Vivo',16);
INSERT INTO Album VALUES(23,'Minha Historia',17);
INSERT INTO Album VALUES(24,'Afrociberdelia',18);
INSERT INTO Album VALUES(25,'Da Lama Ao Caos',18);
INSERT INTO Album VALUES(26,'Acústico MTV [Live]',19);
INSERT INTO Album VALUES(27,'Cidade Negra - Hits',19);
INSERT INTO Album VALUES(28,'Na Pista',20);
INSERT INTO Album VALUES(29,'Axé Bahia 2001',21);
INSERT INTO Album VALUES(30,'BBC Sessions [Disc 1] [Live]',22);
INSERT INTO Album VALUES(31,'Bongo Fury',23);
INSERT INTO Album VALUES(32,'Carnaval 2001',21);
INSERT INTO Album VALUES(33,'Chill: Brazil (Disc 1)',24);
INSERT INTO Album VALUES(34,'Chill: Brazil (Disc 2)',6);
INSERT INTO Album VALUES(35,'Garage Inc. (Disc 1)',50);
INSERT INTO Album VALUES(36,'Greatest Hits II',51);
INSERT INTO Album VALUES(37,'Greatest Kiss',52);
INSERT INTO Album VALUES(38,'Heart of the Night',53);
INSERT INTO Album VALUES(39,'International Superhits',54);
INSERT INTO Album VALUES(40,'Into The Light',55);
INSERT INTO Album VALUES(41,'Meus Momentos',56);
INSERT INTO Album VALUES(42,'Minha História',57);
INSERT INTO Album VALUES(43,'MK III The Final Concerts [Disc 1]',58);
INSERT INTO Album VALUES(44,'Physical Graffiti [Disc 1]',22);
INSERT INTO Album VALUES(45,'Sambas De Enredo 2001',21);
INSERT INTO Album VALUES(46,'Supernatural',59);
INSERT INTO Album VALUES(47,'The Best of Ed Motta',37);
INSERT INTO Album VALUES(48,'The Essential Miles Davis [Disc 1]',68);
INSERT INTO Album VALUES(49,'The Essential Miles Davis [Disc 2]',68);
INSERT INTO Album VALUES(50,'The Final Concerts (Disc 2)',58);
INSERT INTO Album VALUES(51,'Up An'' Atom',69);
INSERT INTO Album VALUES(52,'Vinícius De Moraes - Sem Limite',70);
INSERT INTO Album VALUES(53,'Vozes do MPB',21);
INSERT INTO Album VALUES(54,'Chronicle, Vol. 1',76);
INSERT INTO Album VALUES(55,'Chronicle, Vol. 2',76);
INSERT INTO Album VALUES(56,'Cássia Eller - Coleção Sem Limite [Disc 2]',77);
INSERT INTO Album VALUES(57,'Cássia Eller - Sem Limite [Disc 1]',77);
INSERT INTO Album VALUES(58,'Come Taste The Band',58);
INSERT INTO Album VALUES(59,'Deep Purple In Rock',58);
INSERT INTO Album VALUES(60,'Fireball',58);
CREATE TABLE [Artist]
(
    [ArtistId] INTEGER  NOT NULL,
    [Name] NVARCHAR(120),
    CONSTRAINT [PK_Artist] PRIMARY KEY  ([ArtistId])
);
INSERT INTO Artist VALUES(1,'AC/DC');
INSERT INTO Artist VALUES(2,'Accept');
INSERT INTO Artist VALUES(3,'Aerosmith');
INSERT INTO Artist VALUES(4,'Alanis Morissette');
INSERT INTO Artist VALUES(5,'Alice In Chains');
INSERT INTO Artist VALUES(6,'Antônio Carlos Jobim');
INSERT INTO Artist VALUES(7,'Apocalyptica');
INSERT INTO Artist VALUES(8,'Audioslave');
INSERT INTO Artist VALUES(9,'BackBeat');
INSERT INTO Artist VALUES(10,'Billy Cobham');
INSERT INTO Artist VALUES(11,'Black Label Society');
INSERT INTO Artist VALUES(12,'Black Sabbath');
INSERT INTO Artist VALUES(13,'Body Count');
INSERT INTO Artist VALUES(14,'Bruce Dickinson');
INSERT INTO Artist VALUES(15,'Buddy Guy');
INSERT INTO Artist VALUES(16,'Caetano Veloso');
INSERT INTO Artist VALUES(17,'Chico Buarque');
INSERT INTO Artist VALUES(18,'Chico Science & Nação Zumbi');
INSERT INTO Artist VALUES(19,'Cidade Negra');
INSERT INTO Artist VALUES(20,'Cláudio Zoli');
INSERT INTO Artist VALUES(21,'Various Artists');
INSERT INTO Artist VALUES(22,'Led Zeppelin');
INSERT INTO Artist VALUES(23,'Frank Zappa & Captain Beefheart');
INSERT INTO Artist VALUES(24,'Marcos Valle');
INSERT INTO Artist VALUES(25,'Milton Nascimento & Bebeto');
INSERT INTO Artist VALUES(26,'Azymuth');
INSERT INTO Artist VALUES(27,'Gilberto Gil');
INSERT INTO Artist VALUES(28,'João Gilberto');
INSERT INTO Artist VALUES(29,'Bebel Gilberto');
INSERT INTO Artist VALUES(30,'Jorge Vercilo');
INSERT INTO Artist VALUES(31,'Baby Consuelo');
INSERT INTO Artist VALUES(32,'Ney Matogrosso');
INSERT INTO Artist VALUES(33,'Luiz Melodia');
INSERT INTO Artist VALUES(34,'Nando Reis');
INSERT INTO Artist VALUES(35,'Pedro Luís & A Parede');
INSERT INTO Artist VALUES(36,'O Rappa');
INSERT INTO Artist VALUES(37,'Ed Motta');
INSERT INTO Artist VALUES(38,'Banda Black Rio');
INSERT INTO Artist VALUES(39,'Fernanda Porto');
INSERT INTO Artist VALUES(40,'Os Cariocas');
INSERT INTO Artist VALUES(41,'Elis Regina');
INSERT INTO Artist VALUES(42,'Milton Nascimento');
INSERT INTO Artist VALUES(43,'A Cor Do Som');
INSERT INTO Artist VALUES(44,'Kid Abelha');
INSERT INTO Artist VALUES(45,'Sandra De Sá');
INSERT INTO Artist VALUES(46,'Jorge Ben');
INSERT INTO Artist VALUES(47,'Hermeto Pascoal');
INSERT INTO Artist VALUES(48,'Barão Vermelho');
INSERT INTO Artist VALUES(49,'Edson, DJ Marky & DJ Patife Featuring Fernanda Porto');
INSERT INTO Artist VALUES(50,'Metallica');
INSERT INTO Artist VALUES(51,'Queen');
INSERT INTO Artist VALUES(52,'Kiss');
INSERT INTO Artist VALUES(53,'Spyro Gyra');
INSERT INTO Artist VALUES(54,'Green Day');
INSERT INTO Artist VALUES(55,'David Coverdale');
INSERT INTO Artist VALUES(56,'Gonzaguinha');
INSERT INTO Artist VALUES(57,'Os Mutantes');
INSERT INTO Artist VALUES(58,'Deep Purple');
INSERT INTO Artist VALUES(59,'Santana');
INSERT INTO Artist VALUES(60,'Santana Feat. Dave Matthews');
CREATE TABLE [Customer]
(
    [CustomerId] INTEGER  NOT NULL,
    [FirstName] NVARCHAR(40)  NOT NULL,
    [LastName] NVARCHAR(20)  NOT NULL,
    [Company] NVARCHAR(80),
    [Address] NVARCHAR(70),
    [City] NVARCHAR(40),
    [State] NVARCHAR(40),
    [Country] NVARCHAR(40),
    [PostalCode] NVARCHAR(10),
    [Phone] NVARCHAR(24),
    [Fax] NVARCHAR(24),
    [Email] NVARCHAR(60)  NOT NULL,
    [SupportRepId] INTEGER,
    CONSTRAINT [PK_Customer] PRIMARY KEY  ([CustomerId]),
    FOREIGN KEY ([SupportRepId]) REFERENCES [Employee] ([EmployeeId]) 
		ON DELETE NO ACTION ON UPDATE NO ACTION
);
INSERT INTO Customer VALUES(1,'Luís','Gonçalves','Embraer - Empresa Brasileira de Aeronáutica S.A.','Av. Brigadeiro Faria Lima, 2170','São José dos Campos','SP','Brazil','12227-000','+55 (12) 3923-5555','+55 (12) 3923-5566','luisg@embraer.com.br',3);
INSERT INTO Customer VALUES(2,'Leonie','Köhler',NULL,'Theodor-Heuss-Straße 34','Stuttgart',NULL,'Germany','70174','+49 0711 2842222',NULL,'leonekohler@surfeu.de',5);
INSERT INTO Customer VALUES(3,'François','Tremblay',NULL,'1498 rue Bélanger','Montréal','QC','Canada','H2G 1A7','+1 (514) 721-4711',NULL,'ftremblay@gmail.com',3);
INSERT INTO Customer VALUES(4,'Bjørn','Hansen',NULL,'Ullevålsveien 14','Oslo',NULL,'Norway','0171','+47 22 44 22 22',NULL,'bjorn.hansen@yahoo.no',4);
INSERT INTO Customer VALUES(5,'František','Wichterlová','JetBrains s.r.o.','Klanova 9/506','Prague',NULL,'Czech Republic','14700','+420 2 4172 5555','+420 2 4172 5555','frantisekw@jetbrains.com',4);
INSERT INTO Customer VALUES(6,'Helena','Holý',NULL,'Rilská 3174/6','Prague',NULL,'Czech Republic','14300','+420 2 4177 0449',NULL,'hholy@gmail.com',5);
INSERT INTO Customer VALUES(7,'Astrid','Gruber',NULL,'Rotenturmstraße 4, 1010 Innere Stadt','Vienne',NULL,'Austria','1010','+43 01 5134505',NULL,'astrid.gruber@apple.at',5);
INSERT INTO Customer VALUES(8,'Daan','Peeters',NULL,'Grétrystraat 63','Brussels',NULL,'Belgium','1000','+32 02 219 03 03',NULL,'daan_peeters@apple.be',4);
INSERT INTO Customer VALUES(9,'Kara','Nielsen',NULL,'Sønder Boulevard 51','Copenhagen',NULL,'Denmark','1720','+453 3331 9991',NULL,'kara.nielsen@jubii.dk',4);
INSERT INTO Customer VALUES(10,'Eduardo','Martins','Woodstock Discos','Rua Dr. Falcão Filho, 155','São Paulo','SP','Brazil','01007-010','+55 (11) 3033-5446','+55 (11) 3033-4564','eduardo@woodstock.com.br',4);
INSERT INTO Customer VALUES(11,'Alexandre','Rocha','Banco do Brasil S.A.','Av. Paulista, 2022','São Paulo','SP','Brazil','01310-200','+55 (11) 3055-3278','+55 (11) 3055-8131','alero@uol.com.br',5);
INSERT INTO Customer VALUES(12,'Roberto','Almeida','Riotur','Praça Pio X, 119','Rio de Janeiro','RJ','Brazil','20040-020','+55 (21) 2271-7000','+55 (21) 2271-7070','roberto.almeida@riotur.gov.br',3);
INSERT INTO Customer VALUES(13,'Fernanda','Ramos',NULL,'Qe 7 Bloco G','Brasília','DF','Brazil','71020-677','+55 (61) 3363-5547','+55 (61) 3363-7855','fernadaramos4@uol.com.br',4);
INSERT INTO Customer VALUES(14,'Mark','Philips','Telus','8210 111 ST NW','Edmonton','AB','Canada','T6G 2C7','+1 (780) 434-4554','+1 (780) 434-5565','mphilips12@shaw.ca',5);
INSERT INTO Customer VALUES(15,'Jennifer','Peterson','Rogers Canada','700 W Pender Street','Vancouver','BC','Canada','V6C 1G8','+1 (604) 688-2255','+1 (604) 688-8756','jenniferp@rogers.ca',3);
INSERT INTO Customer VALUES(16,'Frank','Harris','Google Inc.','1600 Amphitheatre Parkway','Mountain View','CA','USA','94043-1351','+1 (650) 253-0000','+1 (650) 253-0000','fharris@google.com',4);
INSERT INTO Customer VALUES(17,'Jack','Smith','Microsoft Corporation','1 Microsoft Way','Redmond','WA','USA','98052-8300','+1 (425) 882-8080','+1 (425) 882-8081','jacksmith@microsoft.com',5);
INSERT INTO Customer VALUES(18,'Michelle','Brooks',NULL,'627 Broadway','New York','NY','USA','10012-2612','+1 (212) 221-3546','+1 (212) 221-4679','michelleb@aol.com',3);
INSERT INTO Customer VALUES(19,'Tim','Goyer','Apple Inc.','1 Infinite Loop','Cupertino','CA','USA','95014','+1 (408) 996-1010','+1 (408) 996-1011','tgoyer@apple.com',3);
INSERT INTO Customer VALUES(20,'Dan','Miller',NULL,'541 Del Medio Avenue','Mountain View','CA','USA','94040-111','+1 (650) 644-3358',NULL,'dmiller@comcast.com',4);
INSERT INTO Customer VALUES(21,'Kathy','Chase',NULL,'801 W 4th Street','Reno','NV','USA','89503','+1 (775) 223-7665',NULL,'kachase@hotmail.com',5);
INSERT INTO Customer VALUES(22,'Heather','Leacock',NULL,'120 S Orange Ave','Orlando','FL','USA','32801','+1 (407) 999-7788',NULL,'hleacock@gmail.com',4);
INSERT INTO Customer VALUES(23,'John','Gordon',NULL,'69 Salem Street','Boston','MA','USA','2113','+1 (617) 522-1333',NULL,'johngordon22@yahoo.com',4);
INSERT INTO Customer VALUES(24,'Frank','Ralston',NULL,'162 E Superior Street','Chicago','IL','USA','60611','+1 (312) 332-3232',NULL,'fralston@gmail.com',3);
INSERT INTO Customer VALUES(25,'Victor','Stevens',NULL,'319 N. Frances Street','Madison','WI','USA','53703','+1 (608) 257-0597',NULL,'vstevens@yahoo.com',5);
INSERT INTO Customer VALUES(26,'Richard','Cunningham',NULL,'2211 W Berry Street','Fort Worth','TX','USA','76110','+1 (817) 924-7272',NULL,'ricunningham@hotmail.com',4);
INSERT INTO Customer VALUES(27,'Patrick','Gray',NULL,'1033 N Park Ave','Tucson','AZ','USA','85719','+1 (520) 622-4200',NULL,'patrick.gray@aol.com',4);
INSERT INTO Customer VALUES(28,'Julia','Barnett',NULL,'302 S 700 E','Salt Lake City','UT','USA','84102','+1 (801) 531-7272',NULL,'jubarnett@gmail.com',5);
INSERT INTO Customer VALUES(29,'Robert','Brown',NULL,'796 Dundas Street West','Toronto','ON','Canada','M6J 1V1','+1 (416) 363-8888',NULL,'robbrown@shaw.ca',3);
INSERT INTO Customer VALUES(30,'Edward','Francis',NULL,'230 Elgin Street','Ottawa','ON','Canada','K2P 1L7','+1 (613) 234-3322',NULL,'edfrancis@yachoo.ca',3);
INSERT INTO Customer VALUES(31,'Martha','Silk',NULL,'194A Chain Lake Drive','Halifax','NS','Canada','B3S 1C5','+1 (902) 450-0450',NULL,'marthasilk@gmail.com',5);
INSERT INTO Customer VALUES(32,'Aaron','Mitchell',NULL,'696 Osborne Street','Winnipeg','MB','Canada','R3L 2B9','+1 (204) 452-6452',NULL,'aaronmitchell@yahoo.ca',4);
INSERT INTO Customer VALUES(33,'Ellie','Sullivan',NULL,'5112 48 Street','Yellowknife','NT','Canada','X1A 1N6','+1 (867) 920-2233',NULL,'ellie.sullivan@shaw.ca',3);
INSERT INTO Customer VALUES(34,'João','Fernandes',NULL,'Rua da Assunção 53','Lisbon',NULL,'Portugal',NULL,'+351 (213) 466-111',NULL,'jfernandes@yahoo.pt',4);
INSERT INTO Customer VALUES(35,'Madalena','Sampaio',NULL,'Rua dos Campeões Europeus de Viena, 4350','Porto',NULL,'Portugal',NULL,'+351 (225) 022-448',NULL,'masampaio@sapo.pt',4);
INSERT INTO Customer VALUES(36,'Hannah','Schneider',NULL,'Tauentzienstraße 8','Berlin',NULL,'Germany','10789','+49 030 26550280',NULL,'hannah.schneider@yahoo.de',5);
INSERT INTO Customer VALUES(37,'Fynn','Zimmermann',NULL,'Berger Straße 10','Frankfurt',NULL,'Germany','60316','+49 069 40598889',NULL,'fzimmermann@yahoo.de',3);
INSERT INTO Customer VALUES(38,'Niklas','Schröder',NULL,'Barbarossastraße 19','Berlin',NULL,'Germany','10779','+49 030 2141444',NULL,'nschroder@surfeu.de',3);
INSERT INTO Customer VALUES(39,'Camille','Bernard',NULL,'4, Rue Milton','Paris',NULL,'France','75009','+33 01 49 70 65 65',NULL,'camille.bernard@yahoo.fr',4);
INSERT INTO Customer VALUES(40,'Dominique','Lefebvre',NULL,'8, Rue Hanovre','Paris',NULL,'France','75002','+33 01 47 42 71 71',NULL,'dominiquelefebvre@gmail.com',4);
INSERT INTO Customer VALUES(41,'Marc','Dubois',NULL,'11, Place Bellecour','Lyon',NULL,'France','69002','+33 04 78 30 30 30',NULL,'marc.dubois@hotmail.com',5);
INSERT INTO Customer VALUES(42,'Wyatt','Girard',NULL,'9, Place Louis Barthou','Bordeaux',NULL,'France','33000','+33 05 56 96 96 96',NULL,'wyatt.girard@yahoo.fr',3);
INSERT INTO Customer VALUES(43,'Isabelle','Mercier',NULL,'68, Rue Jouvence','Dijon',NULL,'France','21000','+33 03 80 73 66 99',NULL,'isabelle_mercier@apple.fr',3);
INSERT INTO Customer VALUES(44,'Terhi','Hämäläinen',NULL,'Porthaninkatu 9','Helsinki',NULL,'Finland','00530','+358 09 870 2000',NULL,'terhi.hamalainen@apple.fi',3);
INSERT INTO Customer VALUES(45,'Ladislav','Kovács',NULL,'Erzsébet krt. 58.','Budapest',NULL,'Hungary','H-1073',NULL,NULL,'ladislav_kovacs@apple.hu',3);
INSERT INTO Customer VALUES(46,'Hugh','O''Reilly',NULL,'3 Chatham Street','Dublin','Dublin','Ireland',NULL,'+353 01 6792424',NULL,'hughoreilly@apple.ie',3);
INSERT INTO Customer VALUES(47,'Lucas','Mancini',NULL,'Via Degli Scipioni, 43','Rome','RM','Italy','00192','+39 06 39733434',NULL,'lucas.mancini@yahoo.it',5);
INSERT INTO Customer VALUES(48,'Johannes','Van der Berg',NULL,'Lijnbaansgracht 120bg','Amsterdam','VV','Netherlands','1016','+31 020 6223130',NULL,'johavanderberg@yahoo.nl',5);
INSERT INTO Customer VALUES(49,'Stanisław','Wójcik',NULL,'Ordynacka 10','Warsaw',NULL,'Poland','00-358','+48 22 828 37 39',NULL,'stanisław.wójcik@wp.pl',4);
INSERT INTO Customer VALUES(50,'Enrique','Muñoz',NULL,'C/ San Bernardo 85','Madrid',NULL,'Spain','28015','+34 914 454 454',NULL,'enrique_munoz@yahoo.es',5);
INSERT INTO Customer VALUES(51,'Joakim','Johansson',NULL,'Celsiusg. 9','Stockholm',NULL,'Sweden','11230','+46 08-651 52 52',NULL,'joakim.johansson@yahoo.se',5);
INSERT INTO Customer VALUES(52,'Emma','Jones',NULL,'202 Hoxton Street','London',NULL,'United Kingdom','N1 5LH','+44 020 7707 0707',NULL,'emma_jones@hotmail.com',3);
INSERT INTO Customer VALUES(53,'Phil','Hughes',NULL,'113 Lupus St','London',NULL,'United Kingdom','SW1V 3EN','+44 020 7976 5722',NULL,'phil.hughes@gmail.com',3);
INSERT INTO Customer VALUES(54,'Steve','Murray',NULL,'110 Raeburn Pl','Edinburgh ',NULL,'United Kingdom','EH4 1HH','+44 0131 315 3300',NULL,'steve.murray@yahoo.uk',5);
INSERT INTO Customer VALUES(55,'Mark','Taylor',NULL,'421 Bourke Street','Sidney','NSW','Australia','2010','+61 (02) 9332 3633',NULL,'mark.taylor@yahoo.au',4);
INSERT INTO Customer VALUES(56,'Diego','Gutiérrez',NULL,'307 Macacha Güemes','Buenos Aires',NULL,'Argentina','1106','+54 (0)11 4311 4333',NULL,'diego.gutierrez@yahoo.ar',4);
INSERT INTO Customer VALUES(57,'Luis','Rojas',NULL,'Calle Lira, 198','Santiago',NULL,'Chile',NULL,'+56 (0)2 635 4444',NULL,'luisrojas@yahoo.cl',5);
INSERT INTO Customer VALUES(58,'Manoj','Pareek',NULL,'12,Community Centre','Delhi',NULL,'India','110017','+91 0124 39883988',NULL,'manoj.pareek@rediff.com',3);
INSERT INTO Customer VALUES(59,'Puja','Srivastava',NULL,'3,Raj Bhavan Road','Bangalore',NULL,'India','560001','+91 080 22289999',NULL,'puja_srivastava@yahoo.in',3);
CREATE TABLE [Employee]
(
    [EmployeeId] INTEGER  NOT NULL,
    [LastName] NVARCHAR(20)  NOT NULL,
    [FirstName] NVARCHAR(20)  NOT NULL,
    [Title] NVARCHAR(30),
    [ReportsTo] INTEGER,
    [BirthDate] DATETIME,
    [HireDate] DATETIME,
    [Address] NVARCHAR(70),
    [City] NVARCHAR(40),
    [State] NVARCHAR(40),
    [Country] NVARCHAR(40),
    [PostalCode] NVARCHAR(10),
    [Phone] NVARCHAR(24),
    [Fax] NVARCHAR(24),
    [Email] NVARCHAR(60),
    CONSTRAINT [PK_Employee] PRIMARY KEY  ([EmployeeId]),
    FOREIGN KEY ([ReportsTo]) REFERENCES [Employee] ([EmployeeId]) 
		ON DELETE NO ACTION ON UPDATE NO ACTION
);
INSERT INTO Employee VALUES(1,'Adams','Andrew','General Manager',NULL,'1962-02-18 00:00:00','2002-08-14 00:00:00','11120 Jasper Ave NW','Edmonton','AB','Canada','T5K 2N1','+1 (780) 428-9482','+1 (780) 428-3457','andrew@chinookcorp.com');
INSERT INTO Employee VALUES(2,'Edwards','Nancy','Sales Manager',1,'1958-12-08 00:00:00','2002-05-01 00:00:00','825 8 Ave SW','Calgary','AB','Canada','T2P 2T3','+1 (403) 262-3443','+1 (403) 262-3322','nancy@chinookcorp.com');
INSERT INTO Employee VALUES(3,'Peacock','Jane','Sales Support Agent',2,'1973-08-29 00:00:00','2002-04-01 00:00:00','1111 6 Ave SW','Calgary','AB','Canada','T2P 5M5','+1 (403) 262-3443','+1 (403) 262-6712','jane@chinookcorp.com');
INSERT INTO Employee VALUES(4,'Park','Margaret','Sales Support Agent',2,'1947-09-19 00:00:00','2003-05-03 00:00:00','683 10 Street SW','Calgary','AB','Canada','T2P 5G3','+1 (403) 263-4423','+1 (403) 263-4289','margaret@chinookcorp.com');
INSERT INTO Employee VALUES(5,'Johnson','Steve','Sales Support Agent',2,'1965-03-03 00:00:00','2003-10-17 00:00:00','7727B 41 Ave','Calgary','AB','Canada','T3B 1Y7','1 (780) 836-9987','1 (780) 836-9543','steve@chinookcorp.com');
INSERT INTO Employee VALUES(6,'Mitchell','Michael','IT Manager',1,'1973-07-01 00:00:00','2003-10-17 00:00:00','5827 Bowness Road NW','Calgary','AB','Canada','T3B 0C5','+1 (403) 246-9887','+1 (403) 246-9899','michael@chinookcorp.com');
INSERT INTO Employee VALUES(7,'King','Robert','IT Staff',6,'1970-05-29 00:00:00','2004-01-02 00:00:00','590 Columbia Boulevard West','Lethbridge','AB','Canada','T1K 5N8','+1 (403) 456-9986','+1 (403) 456-8485','robert@chinookcorp.com');
INSERT INTO Employee VALUES(8,'Callahan','Laura','IT Staff',6,'1968-01-09 00:00:00','2004-03-04 00:00:00','923 7 ST NW','Lethbridge','AB','Canada','T1H 1Y8','+1 (403) 467-3351','+1 (403) 467-8772','laura@chinookcorp.com');
CREATE TABLE [Genre]
(
    [GenreId] INTEGER  NOT NULL,
    [Name] NVARCHAR(120),
    CONSTRAINT [PK_Genre] PRIMARY KEY  ([GenreId])
);
INSERT INTO Genre VALUES(1,'Rock');
INSERT INTO Genre VALUES(2,'Jazz');
INSERT INTO Genre VALUES(3,'Metal');
INSERT INTO Genre VALUES(4,'Alternative & Punk');
INSERT INTO Genre VALUES(5,'Rock And Roll');
INSERT INTO Genre VALUES(6,'Blues');
INSERT INTO Genre VALUES(7,'Latin');
INSERT INTO Genre VALUES(8,'Reggae');
INSERT INTO Genre VALUES(9,'Pop');
INSERT INTO Genre VALUES(10,'Soundtrack');
INSERT INTO Genre VALUES(11,'Bossa Nova');
INSERT INTO Genre VALUES(12,'Easy Listening');
INSERT INTO Genre VALUES(13,'Heavy Metal');
INSERT INTO Genre VALUES(14,'R&B/Soul');
INSERT INTO Genre VALUES(15,'Electronica/Dance');
INSERT INTO Genre VALUES(16,'World');
INSERT INTO Genre VALUES(17,'Hip Hop/Rap');
INSERT INTO Genre VALUES(18,'Science Fiction');
INSERT INTO Genre VALUES(19,'TV Shows');
INSERT INTO Genre VALUES(20,'Sci Fi & Fantasy');
INSERT INTO Genre VALUES(21,'Drama');
INSERT INTO Genre VALUES(22,'Comedy');
INSERT INTO Genre VALUES(23,'Alternative');
INSERT INTO Genre VALUES(24,'Classical');
INSERT INTO Genre VALUES(25,'Opera');
CREATE TABLE [Invoice]
(
    [InvoiceId] INTEGER  NOT NULL,
    [CustomerId] INTEGER  NOT NULL,
    [InvoiceDate] DATETIME  NOT NULL,
    [BillingAddress] NVARCHAR(70),
    [BillingCity] NVARCHAR(40),
    [BillingState] NVARCHAR(40),
    [BillingCountry] NVARCHAR(40),
    [BillingPostalCode] NVARCHAR(10),
    [Total] NUMERIC(10,2)  NOT NULL,
    CONSTRAINT [PK_Invoice] PRIMARY KEY  ([InvoiceId]),
    FOREIGN KEY ([CustomerId]) REFERENCES [Customer] ([CustomerId]) 
		ON DELETE NO ACTION ON UPDATE NO ACTION
);
INSERT INTO Invoice VALUES(1,2,'2021-01-01 00:00:00','Theodor-Heuss-Straße 34','Stuttgart',NULL,'Germany','70174',1.9799999999999999822);
INSERT INTO Invoice VALUES(2,4,'2021-01-02 00:00:00','Ullevålsveien 14','Oslo',NULL,'Norway','0171',3.9599999999999999644);
INSERT INTO Invoice VALUES(3,8,'2021-01-03 00:00:00','Grétrystraat 63','Brussels',NULL,'Belgium','1000',5.9400000000000003907);
INSERT INTO Invoice VALUES(4,14,'2021-01-06 00:00:00','8210 111 ST NW','Edmonton','AB','Canada','T6G 2C7',8.9100000000000001421);
INSERT INTO Invoice VALUES(5,23,'2021-01-11 00:00:00','69 Salem Street','Boston','MA','USA','2113',13.859999999999999431);
INSERT INTO Invoice VALUES(6,37,'2021-01-19 00:00:00','Berger Straße 10','Frankfurt',NULL,'Germany','60316',0.98999999999999999111);
INSERT INTO Invoice VALUES(7,38,'2021-02-01 00:00:00','Barbarossastraße 19','Berlin',NULL,'Germany','10779',1.9799999999999999822);
INSERT INTO Invoice VALUES(8,40,'2021-02-01 00:00:00','8, Rue Hanovre','Paris',NULL,'France','75002',1.9799999999999999822);
INSERT INTO Invoice VALUES(9,42,'2021-02-02 00:00:00','9, Place Louis Barthou','Bordeaux',NULL,'France','33000',3.9599999999999999644);
INSERT INTO Invoice VALUES(10,46,'2021-02-03 00:00:00','3 Chatham Street','Dublin','Dublin','Ireland',NULL,5.9400000000000003907);
INSERT INTO Invoice VALUES(11,52,'2021-02-06 00:00:00','202 Hoxton Street','London',NULL,'United Kingdom','N1 5LH',8.9100000000000001421);
INSERT INTO Invoice VALUES(12,2,'2021-02-11 00:00:00','Theodor-Heuss-Straße 34','Stuttgart',NULL,'Germany','70174',13.859999999999999431);
INSERT INTO Invoice VALUES(13,16,'2021-02-19 00:00:00','1600 Amphitheatre Parkway','Mountain View','CA','USA','94043-1351',0.98999999999999999111);
INSERT INTO Invoice VALUES(14,17,'2021-03-04 00:00:00','1 Microsoft Way','Redmond','WA','USA','98052-8300',1.9799999999999999822);
INSERT INTO Invoice VALUES(15,19,'2021-03-04 00:00:00','1 Infinite Loop','Cupertino','CA','USA','95014',1.9799999999999999822);
INSERT INTO Invoice VALUES(16,21,'2021-03-05 00:00:00','801 W 4th Street','Reno','NV','USA','89503',3.9599999999999999644);
INSERT INTO Invoice VALUES(17,25,'2021-03-06 00:00:00','319 N. Frances Street','Madison','WI','USA','53703',5.9400000000000003907);
INSERT INTO Invoice VALUES(18,31,'2021-03-09 00:00:00','194A Chain Lake Drive','Halifax','NS','Canada','B3S 1C5',8.9100000000000001421);
INSERT INTO Invoice VALUES(19,40,'2021-03-14 00:00:00','8, Rue Hanovre','Paris',NULL,'France','75002',13.859999999999999431);
INSERT INTO Invoice VALUES(20,54,'2021-03-22 00:00:00','110 Raeburn Pl','Edinburgh ',NULL,'United Kingdom','EH4 1HH',0.98999999999999999111);
INSERT INTO Invoice VALUES(21,55,'2021-04-04 00:00:00','421 Bourke Street','Sidney','NSW','Australia','2010',1.9799999999999999822);
INSERT INTO Invoice VALUES(22,57,'2021-04-04 00:00:00','Calle Lira, 198','Santiago',NULL,'Chile',NULL,1.9799999999999999822);
INSERT INTO Invoice VALUES(23,59,'2021-04-05 00:00:00','3,Raj Bhavan Road','Bangalore',NULL,'India','560001',3.9599999999999999644);
INSERT INTO Invoice VALUES(24,4,'2021-04-06 00:00:00','Ullevålsveien 14','Oslo',NULL,'Norway','0171',5.9400000000000003907);
INSERT INTO Invoice VALUES(25,10,'2021-04-09 00:00:00','Rua Dr. Falcão Filho, 155','São Paulo','SP','Brazil','01007-010',8.9100000000000001421);
INSERT INTO Invoice VALUES(26,19,'2021-04-14 00:00:00','1 Infinite Loop','Cupertino','CA','USA','95014',13.859999999999999431);
INSERT INTO Invoice VALUES(27,33,'2021-04-22 00:00:00','5112 48 Street','Yellowknife','NT','Canada','X1A 1N6',0.98999999999999999111);
INSERT INTO Invoice VALUES(28,34,'2021-05-05 00:00:00','Rua da Assunção 53','Lisbon',NULL,'Portugal',NULL,1.9799999999999999822);
INSERT INTO Invoice VALUES(29,36,'2021-05-05 00:00:00','Tauentzienstraße 8','Berlin',NULL,'Germany','10789',1.9799999999999999822);
INSERT INTO Invoice VALUES(30,38,'2021-05-06 00:00:00','Barbarossastraße 19','Berlin',NULL,'Germany','10779',3.9599999999999999644);
INSERT INTO Invoice VALUES(31,42,'2021-05-07 00:00:00','9, Place Louis Barthou','Bordeaux',NULL,'France','33000',5.9400000000000003907);
INSERT INTO Invoice VALUES(32,48,'2021-05-10 00:00:00','Lijnbaansgracht 120bg','Amsterdam','VV','Netherlands','1016',8.9100000000000001421);
INSERT INTO Invoice VALUES(33,57,'2021-05-15 00:00:00','Calle Lira, 198','Santiago',NULL,'Chile',NULL,13.859999999999999431);
INSERT INTO Invoice VALUES(34,12,'2021-05-23 00:00:00','Praça Pio X, 119','Rio de Janeiro','RJ','Brazil','20040-020',0.98999999999999999111);
INSERT INTO Invoice VALUES(35,13,'2021-06-05 00:00:00','Qe 7 Bloco G','Brasília','DF','Brazil','71020-677',1.9799999999999999822);
INSERT INTO Invoice VALUES(36,15,'2021-06-05 00:00:00','700 W Pender Street','Vancouver','BC','Canada','V6C 1G8',1.9799999999999999822);
INSERT INTO Invoice VALUES(37,17,'2021-06-06 00:00:00','1 Microsoft Way','Redmond','WA','USA','98052-8300',3.9599999999999999644);
INSERT INTO Invoice VALUES(38,21,'2021-06-07 00:00:00','801 W 4th Street','Reno','NV','USA','89503',5.9400000000000003907);
INSERT INTO Invoice VALUES(39,27,'2021-06-10 00:00:00','1033 N Park Ave','Tucson','AZ','USA','85719',8.9100000000000001421);
INSERT INTO Invoice VALUES(40,36,'2021-06-15 00:00:00','Tauentzienstraße 8','Berlin',NULL,'Germany','10789',13.859999999999999431);
INSERT INTO Invoice VALUES(41,50,'2021-06-23 00:00:00','C/ San Bernardo 85','Madrid',NULL,'Spain','28015',0.98999999999999999111);
INSERT INTO Invoice VALUES(42,51,'2021-07-06 00:00:00','Celsiusg. 9','Stockholm',NULL,'Sweden','11230',1.9799999999999999822);
INSERT INTO Invoice VALUES(43,53,'2021-07-06 00:00:00','113 Lupus St','London',NULL,'United Kingdom','SW1V 3EN',1.9799999999999999822);
INSERT INTO Invoice VALUES(44,55,'2021-07-07 00:00:00','421 Bourke Street','Sidney','NSW','Australia','2010',3.9599999999999999644);
INSERT INTO Invoice VALUES(45,59,'2021-07-08 00:00:00','3,Raj Bhavan Road','Bangalore',NULL,'India','560001',5.9400000000000003907);
INSERT INTO Invoice VALUES(46,6,'2021-07-11 00:00:00','Rilská 3174/6','Prague',NULL,'Czech Republic','14300',8.9100000000000001421);
INSERT INTO Invoice VALUES(47,15,'2021-07-16 00:00:00','700 W Pender Street','Vancouver','BC','Canada','V6C 1G8',13.859999999999999431);
INSERT INTO Invoice VALUES(48,29,'2021-07-24 00:00:00','796 Dundas Street West','Toronto','ON','Canada','M6J 1V1',0.98999999999999999111);
INSERT INTO Invoice VALUES(49,30,'2021-08-06 00:00:00','230 Elgin Street','Ottawa','ON','Canada','K2P 1L7',1.9799999999999999822);
INSERT INTO Invoice VALUES(50,32,'2021-08-06 00:00:00','696 Osborne Street','Winnipeg','MB','Canada','R3L 2B9',1.9799999999999999822);
INSERT INTO Invoice VALUES(51,34,'2021-08-07 00:00:00','Rua da Assunção 53','Lisbon',NULL,'Portugal',NULL,3.9599999999999999644);
INSERT INTO Invoice VALUES(52,38,'2021-08-08 00:00:00','Barbarossastraße 19','Berlin',NULL,'Germany','10779',5.9400000000000003907);
INSERT INTO Invoice VALUES(53,44,'2021-08-11 00:00:00','Porthaninkatu 9','Helsinki',NULL,'Finland','00530',8.9100000000000001421);
INSERT INTO Invoice VALUES(54,53,'2021-08-16 00:00:00','113 Lupus St','London',NULL,'United Kingdom','SW1V 3EN',13.859999999999999431);
INSERT INTO Invoice VALUES(55,8,'2021-08-24 00:00:00','Grétrystraat 63','Brussels',NULL,'Belgium','1000',0.98999999999999999111);
INSERT INTO Invoice VALUES(56,9,'2021-09-06 00:00:00','Sønder Boulevard 51','Copenhagen',NULL,'Denmark','1720',1.9799999999999999822);
INSERT INTO Invoice VALUES(57,11,'2021-09-06 00:00:00','Av. Paulista, 2022','São Paulo','SP','Brazil','01310-200',1.9799999999999999822);
INSERT INTO Invoice VALUES(58,13,'2021-09-07 00:00:00','Qe 7 Bloco G','Brasília','DF','Brazil','71020-677',3.9599999999999999644);
INSERT INTO Invoice VALUES(59,17,'2021-09-08 00:00:00','1 Microsoft Way','Redmond','WA','USA','98052-8300',5.9400000000000003907);
INSERT INTO Invoice VALUES(60,23,'2021-09-11 00:00:00','69 Salem Street','Boston','MA','USA','2113',8.9100000000000001421);
CREATE TABLE [InvoiceLine]
(
    [InvoiceLineId] INTEGER  NOT NULL,
    [InvoiceId] INTEGER  NOT NULL,
    [TrackId] INTEGER  NOT NULL,
    [UnitPrice] NUMERIC(10,2)  NOT NULL,
    [Quantity] INTEGER  NOT NULL,
    CONSTRAINT [PK_InvoiceLine] PRIMARY KEY  ([InvoiceLineId]),
    FOREIGN KEY ([InvoiceId]) REFERENCES [Invoice] ([InvoiceId]) 
		ON DELETE NO ACTION ON UPDATE NO ACTION,
    FOREIGN KEY ([TrackId]) REFERENCES [Track] ([TrackId]) 
		ON DELETE NO ACTION ON UPDATE NO ACTION
);
INSERT INTO InvoiceLine VALUES(1,1,2,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(2,1,4,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(3,2,6,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(4,2,8,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(5,2,10,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(6,2,12,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(7,3,16,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(8,3,20,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(9,3,24,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(10,3,28,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(11,3,32,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(12,3,36,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(13,4,42,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(14,4,48,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(15,4,54,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(16,4,60,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(17,4,66,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(18,4,72,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(19,4,78,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(20,4,84,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(21,4,90,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(22,5,99,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(23,5,108,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(24,5,117,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(25,5,126,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(26,5,135,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(27,5,144,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(28,5,153,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(29,5,162,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(30,5,171,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(31,5,180,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(32,5,189,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(33,5,198,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(34,5,207,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(35,5,216,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(36,6,230,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(37,7,231,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(38,7,232,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(39,8,234,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(40,8,236,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(41,9,238,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(42,9,240,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(43,9,242,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(44,9,244,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(45,10,248,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(46,10,252,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(47,10,256,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(48,10,260,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(49,10,264,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(50,10,268,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(51,11,274,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(52,11,280,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(53,11,286,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(54,11,292,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(55,11,298,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(56,11,304,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(57,11,310,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(58,11,316,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(59,11,322,0.98999999999999999111,1);
INSERT INTO InvoiceLine VALUES(60,12,331,0.98999999999999999111,1);
CREATE TABLE [MediaType]
(
    [MediaTypeId] INTEGER  NOT NULL,
    [Name] NVARCHAR(120),
    CONSTRAINT [PK_MediaType] PRIMARY KEY  ([MediaTypeId])
);
INSERT INTO MediaType VALUES(1,'MPEG audio file');
INSERT INTO MediaType VALUES(2,'Protected AAC audio file');
INSERT INTO MediaType VALUES(3,'Protected MPEG-4 video file');
INSERT INTO MediaType VALUES(4,'Purchased AAC audio file');
INSERT INTO MediaType VALUES(5,'AAC audio file');
CREATE TABLE [Playlist]
(
    [PlaylistId] INTEGER  NOT NULL,
    [Name] NVARCHAR(120),
    CONSTRAINT [PK_Playlist] PRIMARY KEY  ([PlaylistId])
);
INSERT INTO Playlist VALUES(1,'Music');
INSERT INTO Playlist VALUES(2,'Movies');
INSERT INTO Playlist VALUES(3,'TV Shows');
INSERT INTO Playlist VALUES(4,'Audiobooks');
INSERT INTO Playlist VALUES(5,'90’s Music');
INSERT INTO Playlist VALUES(6,'Audiobooks');
INSERT INTO Playlist VALUES(7,'Movies');
INSERT INTO Playlist VALUES(8,'Music');
INSERT INTO Playlist VALUES(9,'Music Videos');
INSERT INTO Playlist VALUES(10,'TV Shows');
INSERT INTO Playlist VALUES(11,'Brazilian Music');
INSERT INTO Playlist VALUES(12,'Classical');
INSERT INTO Playlist VALUES(13,'Classical 101 - Deep Cuts');
INSERT INTO Playlist VALUES(14,'Classical 101 - Next Steps');
INSERT INTO Playlist VALUES(15,'Classical 101 - The Basics');
INSERT INTO Playlist VALUES(16,'Grunge');
INSERT INTO Playlist VALUES(17,'Heavy Metal Classic');
INSERT INTO Playlist VALUES(18,'On-The-Go 1');
CREATE TABLE [PlaylistTrack]
(
    [PlaylistId] INTEGER  NOT NULL,
    [TrackId] INTEGER  NOT NULL,
    CONSTRAINT [PK_PlaylistTrack] PRIMARY KEY  ([PlaylistId], [TrackId]),
    FOREIGN KEY ([PlaylistId]) REFERENCES [Playlist] ([PlaylistId]) 
		ON DELETE NO ACTION ON UPDATE NO ACTION,
    FOREIGN KEY ([TrackId]) REFERENCES [Track] ([TrackId]) 
		ON DELETE NO ACTION ON UPDATE NO ACTION
);
INSERT INTO PlaylistTrack VALUES(1,3402);
INSERT INTO PlaylistTrack VALUES(1,3389);
INSERT INTO PlaylistTrack VALUES(1,3390);
INSERT INTO PlaylistTrack VALUES(1,3391);
INSERT INTO PlaylistTrack VALUES(1,3392);
INSERT INTO PlaylistTrack VALUES(1,3393);
INSERT INTO PlaylistTrack VALUES(1,3394);
INSERT INTO PlaylistTrack VALUES(1,3395);
INSERT INTO PlaylistTrack VALUES(1,3396);
INSERT INTO PlaylistTrack VALUES(1,3397);
INSERT INTO PlaylistTrack VALUES(1,3398);
INSERT INTO PlaylistTrack VALUES(1,3399);
INSERT INTO PlaylistTrack VALUES(1,3400);
INSERT INTO PlaylistTrack VALUES(1,3401);
INSERT INTO PlaylistTrack VALUES(1,3336);
INSERT INTO PlaylistTrack VALUES(1,3478);
INSERT INTO PlaylistTrack VALUES(1,3375);
INSERT INTO PlaylistTrack VALUES(1,3376);
INSERT INTO PlaylistTrack VALUES(1,3377);
INSERT INTO PlaylistTrack VALUES(1,3378);
INSERT INTO PlaylistTrack VALUES(1,3379);
INSERT INTO PlaylistTrack VALUES(1,3380);
INSERT INTO PlaylistTrack VALUES(1,3381);
INSERT INTO PlaylistTrack VALUES(1,3382);
INSERT INTO PlaylistTrack VALUES(1,3383);
INSERT INTO PlaylistTrack VALUES(1,3384);
INSERT INTO PlaylistTrack VALUES(1,3385);
INSERT INTO PlaylistTrack VALUES(1,3386);
INSERT INTO PlaylistTrack VALUES(1,3387);
INSERT INTO PlaylistTrack VALUES(1,3388);
INSERT INTO PlaylistTrack VALUES(1,3365);
INSERT INTO PlaylistTrack VALUES(1,3366);
INSERT INTO PlaylistTrack VALUES(1,3367);
INSERT INTO PlaylistTrack VALUES(1,3368);
INSERT INTO PlaylistTrack VALUES(1,3369);
INSERT INTO PlaylistTrack VALUES(1,3370);
INSERT INTO PlaylistTrack VALUES(1,3371);
INSERT INTO PlaylistTrack VALUES(1,3372);
INSERT INTO PlaylistTrack VALUES(1,3373);
INSERT INTO PlaylistTrack VALUES(1,3374);
INSERT INTO PlaylistTrack VALUES(1,99);
INSERT INTO PlaylistTrack VALUES(1,100);
INSERT INTO PlaylistTrack VALUES(1,101);
INSERT INTO PlaylistTrack VALUES(1,102);
INSERT INTO PlaylistTrack VALUES(1,103);
INSERT INTO PlaylistTrack VALUES(1,104);
INSERT INTO PlaylistTrack VALUES(1,105);
INSERT INTO PlaylistTrack VALUES(1,106);
INSERT INTO PlaylistTrack VALUES(1,107);
INSERT INTO PlaylistTrack VALUES(1,108);
INSERT INTO PlaylistTrack VALUES(1,109);
INSERT INTO PlaylistTrack VALUES(1,110);
INSERT INTO PlaylistTrack VALUES(1,166);
INSERT INTO PlaylistTrack VALUES(1,167);
INSERT INTO PlaylistTrack VALUES(1,168);
INSERT INTO PlaylistTrack VALUES(1,169);
INSERT INTO PlaylistTrack VALUES(1,170);
INSERT INTO PlaylistTrack VALUES(1,171);
INSERT INTO PlaylistTrack VALUES(1,172);
INSERT INTO PlaylistTrack VALUES(1,173);
CREATE TABLE [Track]
(
    [TrackId] INTEGER  NOT NULL,
    [Name] NVARCHAR(200)  NOT NULL,
    [AlbumId] INTEGER,
    [MediaTypeId] INTEGER  NOT NULL,
    [GenreId] INTEGER,
    [Composer] NVARCHAR(220),
    [Milliseconds] INTEGER  NOT NULL,
    [Bytes] INTEGER,
    [UnitPrice] NUMERIC(10,2)  NOT NULL,
    CONSTRAINT [PK_Track] PRIMARY KEY  ([TrackId]),
    FOREIGN KEY ([AlbumId]) REFERENCES [Album] ([AlbumId]) 
		ON DELETE NO ACTION ON UPDATE NO ACTION,
    FOREIGN KEY ([GenreId]) REFERENCES [Genre] ([GenreId]) 
		ON DELETE NO ACTION ON UPDATE NO ACTION,
    FOREIGN KEY ([MediaTypeId]) REFERENCES [MediaType] ([MediaTypeId]) 
		ON DELETE NO ACTION ON UPDATE NO ACTION
);
INSERT INTO Track VALUES(1,'For Those About To Rock (We Salute You)',1,1,1,'Angus Young, Malcolm Young, Brian Johnson',343719,11170334,0.98999999999999999111);
INSERT INTO Track VALUES(2,'Balls to the Wall',2,2,1,'U. Dirkschneider, W. Hoffmann, H. Frank, P. Baltes, S. Kaufmann, G. Hoffmann',342562,5510424,0.98999999999999999111);
INSERT INTO Track VALUES(3,'Fast As a Shark',3,2,1,'F. Baltes, S. Kaufman, U. Dirkscneider & W. Hoffman',230619,3990994,0.98999999999999999111);
INSERT INTO Track VALUES(4,'Restless and Wild',3,2,1,'F. Baltes, R.A. Smith-Diesel, S. Kaufman, U. Dirkscneider & W. Hoffman',252051,4331779,0.98999999999999999111);
INSERT INTO Track VALUES(5,'Princess of the Dawn',3,2,1,'Deaffy & R.A. Smith-Diesel',375418,6290521,0.98999999999999999111);
INSERT INTO Track VALUES(6,'Put The Finger On You',1,1,1,'Angus Young, Malcolm Young, Brian Johnson',205662,6713451,0.98999999999999999111);
INSERT INTO Track VALUES(7,'Let''s Get It Up',1,1,1,'Angus Young, Malcolm Young, Brian Johnson',233926,7636561,0.98999999999999999111);
INSERT INTO Track VALUES(8,'Inject The Venom',1,1,1,'Angus Young, Malcolm Young, Brian Johnson',210834,6852860,0.98999999999999999111);
INSERT INTO Track VALUES(9,'Snowballed',1,1,1,'Angus Young, Malcolm Young, Brian Johnson',203102,6599424,0.98999999999999999111);
INSERT INTO Track VALUES(10,'Evil Walks',1,1,1,'Angus Young, Malcolm Young, Brian Johnson',263497,8611245,0.98999999999999999111);
INSERT INTO Track VALUES(11,'C.O.D.',1,1,1,'Angus Young, Malcolm Young, Brian Johnson',199836,6566314,0.98999999999999999111);
INSERT INTO Track VALUES(12,'Breaking The Rules',1,1,1,'Angus Young, Malcolm Young, Brian Johnson',263288,8596840,0.98999999999999999111);
INSERT INTO Track VALUES(13,'Night Of The Long Knives',1,1,1,'Angus Young, Malcolm Young, Brian Johnson',205688,6706347,0.98999999999999999111);
INSERT INTO Track VALUES(14,'Spellbound',1,1,1,'Angus Young, Malcolm Young, Brian Johnson',270863,8817038,0.98999999999999999111);
INSERT INTO Track VALUES(15,'Go Down',4,1,1,'AC/DC',331180,10847611,0.98999999999999999111);
INSERT INTO Track VALUES(16,'Dog Eat Dog',4,1,1,'AC/DC',215196,7032162,0.98999999999999999111);
INSERT INTO Track VALUES(17,'Let There Be Rock',4,1,1,'AC/DC',366654,12021261,0.98999999999999999111);
INSERT INTO Track VALUES(18,'Bad Boy Boogie',4,1,1,'AC/DC',267728,8776140,0.98999999999999999111);
INSERT INTO Track VALUES(19,'Problem Child',4,1,1,'AC/DC',325041,10617116,0.98999999999999999111);
INSERT INTO Track VALUES(20,'Overdose',4,1,1,'AC/DC',369319,12066294,0.98999999999999999111);
INSERT INTO Track VALUES(21,'Hell Ain''t A Bad Place To Be',4,1,1,'AC/DC',254380,8331286,0.98999999999999999111);
INSERT INTO Track VALUES(22,'Whole Lotta Rosie',4,1,1,'AC/DC',323761,10547154,0.98999999999999999111);
INSERT INTO Track VALUES(23,'Walk On Water',5,1,1,'Steven Tyler, Joe Perry, Jack Blades, Tommy Shaw',295680,9719579,0.98999999999999999111);
INSERT INTO Track VALUES(24,'Love In An Elevator',5,1,1,'Steven Tyler, Joe Perry',321828,10552051,0.98999999999999999111);
INSERT INTO Track VALUES(25,'Rag Doll',5,1,1,'Steven Tyler, Joe Perry, Jim Vallance, Holly Knight',264698,8675345,0.98999999999999999111);
INSERT INTO Track VALUES(26,'What It Takes',5,1,1,'Steven Tyler, Joe Perry, Desmond Child',310622,10144730,0.98999999999999999111);
INSERT INTO Track VALUES(27,'Dude (Looks Like A Lady)',5,1,1,'Steven Tyler, Joe Perry, Desmond Child',264855,8679940,0.98999999999999999111);
INSERT INTO Track VALUES(28,'Janie''s Got A Gun',5,1,1,'Steven Tyler, Tom Hamilton',330736,10869391,0.98999999999999999111);
INSERT INTO Track VALUES(29,'Cryin''',5,1,1,'Steven Tyler, Joe Perry, Taylor Rhodes',309263,10056995,0.98999999999999999111);
INSERT INTO Track VALUES(30,'Amazing',5,1,1,'Steven Tyler, Richie Supa',356519,11616195,0.98999999999999999111);
INSERT INTO Track VALUES(31,'Blind Man',5,1,1,'Steven Tyler, Joe Perry, Taylor Rhodes',240718,7877453,0.98999999999999999111);
INSERT INTO Track VALUES(32,'Deuces Are Wild',5,1,1,'Steven Tyler, Jim Vallance',215875,7074167,0.98999999999999999111);
INSERT INTO Track VALUES(33,'The Other Side',5,1,1,'Steven Tyler, Jim Vallance',244375,7983270,0.98999999999999999111);
INSERT INTO Track VALUES(34,'Crazy',5,1,1,'Steven Tyler, Joe Perry, Desmond Child',316656,10402398,0.98999999999999999111);
INSERT INTO Track VALUES(35,'Eat The Rich',5,1,1,'Steven Tyler, Joe Perry, Jim Vallance',251036,8262039,0.98999999999999999111);
INSERT INTO Track VALUES(36,'Angel',5,1,1,'Steven Tyler, Desmond Child',307617,9989331,0.98999999999999999111);
INSERT INTO Track VALUES(37,'Livin'' On The Edge',5,1,1,'Steven Tyler, Joe Perry, Mark Hudson',381231,12374569,0.98999999999999999111);
INSERT INTO Track VALUES(38,'All I Really Want',6,1,1,'Alanis Morissette & Glenn Ballard',284891,9375567,0.98999999999999999111);
INSERT INTO Track VALUES(39,'You Oughta Know',6,1,1,'Alanis Morissette & Glenn Ballard',249234,8196916,0.98999999999999999111);
INSERT INTO Track VALUES(40,'Perfect',6,1,1,'Alanis Morissette & Glenn Ballard',188133,6145404,0.98999999999999999111);
INSERT INTO Track VALUES(41,'Hand In My Pocket',6,1,1,'Alanis Morissette & Glenn Ballard',221570,7224246,0.98999999999999999111);
INSERT INTO Track VALUES(42,'Right Through You',6,1,1,'Alanis Morissette & Glenn Ballard',176117,5793082,0.98999999999999999111);
INSERT INTO Track VALUES(43,'Forgiven',6,1,1,'Alanis Morissette & Glenn Ballard',300355,9753256,0.98999999999999999111);
INSERT INTO Track VALUES(44,'You Learn',6,1,1,'Alanis Morissette & Glenn Ballard',239699,7824837,0.98999999999999999111);
INSERT INTO Track VALUES(45,'Head Over Feet',6,1,1,'Alanis Morissette & Glenn Ballard',267493,8758008,0.98999999999999999111);
INSERT INTO Track VALUES(46,'Mary Jane',6,1,1,'Alanis Morissette & Glenn Ballard',280607,9163588,0.98999999999999999111);
INSERT INTO Track VALUES(47,'Ironic',6,1,1,'Alanis Morissette & Glenn Ballard',229825,7598866,0.98999999999999999111);
INSERT INTO Track VALUES(48,'Not The Doctor',6,1,1,'Alanis Morissette & Glenn Ballard',227631,7604601,0.98999999999999999111);
INSERT INTO Track VALUES(49,'Wake Up',6,1,1,'Alanis Morissette & Glenn Ballard',293485,9703359,0.98999999999999999111);
INSERT INTO Track VALUES(50,'You Oughta Know (Alternate)',6,1,1,'Alanis Morissette & Glenn Ballard',491885,16008629,0.98999999999999999111);
INSERT INTO Track VALUES(51,'We Die Young',7,1,1,'Jerry Cantrell',152084,4925362,0.98999999999999999111);
INSERT INTO Track VALUES(52,'Man In The Box',7,1,1,'Jerry Cantrell, Layne Staley',286641,9310272,0.98999999999999999111);
INSERT INTO Track VALUES(53,'Sea Of Sorrow',7,1,1,'Jerry Cantrell',349831,11316328,0.98999999999999999111);
INSERT INTO Track VALUES(54,'Bleed The Freak',7,1,1,'Jerry Cantrell',241946,7847716,0.98999999999999999111);
INSERT INTO Track VALUES(55,'I Can''t Remember',7,1,1,'Jerry Cantrell, Layne Staley',222955,7302550,0.98999999999999999111);
INSERT INTO Track VALUES(56,'Love, Hate, Love',7,1,1,'Jerry Cantrell, Layne Staley',387134,12575396,0.98999999999999999111);
INSERT INTO Track VALUES(57,'It Ain''t Like That',7,1,1,'Jerry Cantrell, Michael Starr, Sean Kinney',277577,8993793,0.98999999999999999111);
INSERT INTO Track VALUES(58,'Sunshine',7,1,1,'Jerry Cantrell',284969,9216057,0.98999999999999999111);
INSERT INTO Track VALUES(59,'Put You Down',7,1,1,'Jerry Cantrell',196231,6420530,0.98999999999999999111);
INSERT INTO Track VALUES(60,'Confusion',7,1,1,'Jerry Cantrell, Michael Starr, Layne Staley',344163,11183647,0.98999999999999999111);
CREATE INDEX [IFK_AlbumArtistId] ON [Album] ([ArtistId]);
CREATE INDEX [IFK_CustomerSupportRepId] ON [Customer] ([SupportRepId]);
CREATE INDEX [IFK_EmployeeReportsTo] ON [Employee] ([ReportsTo]);
CREATE INDEX [IFK_InvoiceCustomerId] ON [Invoice] ([CustomerId]);
CREATE INDEX [IFK_InvoiceLineInvoiceId] ON [InvoiceLine] ([InvoiceId]);
CREATE INDEX [IFK_InvoiceLineTrackId] ON [InvoiceLine] ([TrackId]);
CREATE INDEX [IFK_PlaylistTrackPlaylistId] ON [PlaylistTrack] ([PlaylistId]);
CREATE INDEX [IFK_PlaylistTrackTrackId] ON [PlaylistTrack] ([TrackId]);
CREATE INDEX [IFK_TrackAlbumId] ON [Track] ([AlbumId]);
CREATE INDEX [IFK_TrackGenreId] ON [Track] ([GenreId]);
CREATE INDEX [IFK_TrackMediaTypeId] ON [Track] ([MediaTypeId]);
COMMIT;
