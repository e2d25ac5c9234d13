/*M!999999\- enable the sandbox mode */ 
-- MariaDB dump 10.19  Distrib 10.11.19-MariaDB, for debian-linux-gnu (x86_64)
--
-- Host: localhost    Database: ranger
-- ------------------------------------------------------
-- Server version	10.11.19-MariaDB-0+deb12u1

/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;
/*!40101 SET @OLD_CHARACTER_SET_RESULTS=@@CHARACTER_SET_RESULTS */;
/*!40101 SET @OLD_COLLATION_CONNECTION=@@COLLATION_CONNECTION */;
/*!40101 SET NAMES utf8mb4 */;
/*!40103 SET @OLD_TIME_ZONE=@@TIME_ZONE */;
/*!40103 SET TIME_ZONE='+00:00' */;
/*!40014 SET @OLD_UNIQUE_CHECKS=@@UNIQUE_CHECKS, UNIQUE_CHECKS=0 */;
/*!40014 SET @OLD_FOREIGN_KEY_CHECKS=@@FOREIGN_KEY_CHECKS, FOREIGN_KEY_CHECKS=0 */;
/*!40101 SET @OLD_SQL_MODE=@@SQL_MODE, SQL_MODE='NO_AUTO_VALUE_ON_ZERO' */;
/*!40111 SET @OLD_SQL_NOTES=@@SQL_NOTES, SQL_NOTES=0 */;

--
-- Temporary table structure for view `vx_principal`
--

DROP TABLE IF EXISTS `vx_principal`;
/*!50001 DROP VIEW IF EXISTS `vx_principal`*/;
SET @saved_cs_client     = @@character_set_client;
SET character_set_client = utf8mb4;
/*!50001 CREATE VIEW `vx_principal` AS SELECT
 NULL AS `principal_name`,
 NULL AS `principal_type`,
 NULL AS `status`,
 NULL AS `is_visible`,
 NULL AS `other_attributes`,
 NULL AS `create_time`,
 NULL AS `update_time`,
 NULL AS `added_by_id`,
 NULL AS `upd_by_id` */;
SET character_set_client = @saved_cs_client;

--
-- Table structure for table `x_access_type_def`
--

DROP TABLE IF EXISTS `x_access_type_def`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_access_type_def` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `guid` varchar(1024) DEFAULT NULL,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `def_id` bigint(20) NOT NULL,
  `item_id` bigint(20) NOT NULL,
  `name` varchar(1024) DEFAULT NULL,
  `label` varchar(1024) DEFAULT NULL,
  `rb_key_label` varchar(1024) DEFAULT NULL,
  `category` smallint(6) DEFAULT NULL,
  `sort_order` int(11) DEFAULT 0,
  `datamask_options` varchar(1024) DEFAULT NULL,
  `rowfilter_options` varchar(1024) DEFAULT NULL,
  PRIMARY KEY (`id`),
  KEY `x_access_type_def_FK_added_by_id` (`added_by_id`),
  KEY `x_access_type_def_FK_upd_by_id` (`upd_by_id`),
  KEY `x_access_type_def_IDX_def_id` (`def_id`),
  CONSTRAINT `x_access_type_def_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_access_type_def_FK_defid` FOREIGN KEY (`def_id`) REFERENCES `x_service_def` (`id`),
  CONSTRAINT `x_access_type_def_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_access_type_def`
--

LOCK TABLES `x_access_type_def` WRITE;
/*!40000 ALTER TABLE `x_access_type_def` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_access_type_def` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_access_type_def_grants`
--

DROP TABLE IF EXISTS `x_access_type_def_grants`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_access_type_def_grants` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `guid` varchar(1024) DEFAULT NULL,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `atd_id` bigint(20) NOT NULL,
  `implied_grant` varchar(1024) DEFAULT NULL,
  PRIMARY KEY (`id`),
  KEY `x_atd_grants_FK_added_by_id` (`added_by_id`),
  KEY `x_atd_grants_FK_upd_by_id` (`upd_by_id`),
  KEY `x_access_type_def_IDX_grants_atd_id` (`atd_id`),
  CONSTRAINT `x_atd_grants_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_atd_grants_FK_atdid` FOREIGN KEY (`atd_id`) REFERENCES `x_access_type_def` (`id`),
  CONSTRAINT `x_atd_grants_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_access_type_def_grants`
--

LOCK TABLES `x_access_type_def_grants` WRITE;
/*!40000 ALTER TABLE `x_access_type_def_grants` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_access_type_def_grants` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_asset`
--

DROP TABLE IF EXISTS `x_asset`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_asset` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `asset_name` varchar(1024) NOT NULL,
  `descr` varchar(4000) NOT NULL,
  `act_status` int(11) NOT NULL DEFAULT 0,
  `asset_type` int(11) NOT NULL DEFAULT 0,
  `config` mediumtext DEFAULT NULL,
  `sup_native` tinyint(1) NOT NULL DEFAULT 0,
  PRIMARY KEY (`id`),
  KEY `x_asset_FK_added_by_id` (`added_by_id`),
  KEY `x_asset_FK_upd_by_id` (`upd_by_id`),
  KEY `x_asset_cr_time` (`create_time`),
  KEY `x_asset_up_time` (`update_time`),
  CONSTRAINT `x_asset_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_asset_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_asset`
--

LOCK TABLES `x_asset` WRITE;
/*!40000 ALTER TABLE `x_asset` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_asset` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_audit_map`
--

DROP TABLE IF EXISTS `x_audit_map`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_audit_map` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `res_id` bigint(20) DEFAULT NULL,
  `group_id` bigint(20) DEFAULT NULL,
  `user_id` bigint(20) DEFAULT NULL,
  `audit_type` int(11) NOT NULL DEFAULT 0,
  PRIMARY KEY (`id`),
  KEY `x_audit_map_FK_added_by_id` (`added_by_id`),
  KEY `x_audit_map_FK_upd_by_id` (`upd_by_id`),
  KEY `x_audit_map_FK_res_id` (`res_id`),
  KEY `x_audit_map_FK_group_id` (`group_id`),
  KEY `x_audit_map_FK_user_id` (`user_id`),
  KEY `x_audit_map_cr_time` (`create_time`),
  KEY `x_audit_map_up_time` (`update_time`),
  CONSTRAINT `x_audit_map_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_audit_map_FK_group_id` FOREIGN KEY (`group_id`) REFERENCES `x_group` (`id`),
  CONSTRAINT `x_audit_map_FK_res_id` FOREIGN KEY (`res_id`) REFERENCES `x_resource` (`id`),
  CONSTRAINT `x_audit_map_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_audit_map_FK_user_id` FOREIGN KEY (`user_id`) REFERENCES `x_user` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_audit_map`
--

LOCK TABLES `x_audit_map` WRITE;
/*!40000 ALTER TABLE `x_audit_map` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_audit_map` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_auth_sess`
--

DROP TABLE IF EXISTS `x_auth_sess`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_auth_sess` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `login_id` varchar(767) NOT NULL,
  `user_id` bigint(20) DEFAULT NULL,
  `ext_sess_id` varchar(512) DEFAULT NULL,
  `auth_time` datetime NOT NULL,
  `auth_status` int(11) NOT NULL DEFAULT 0,
  `auth_type` int(11) NOT NULL DEFAULT 0,
  `auth_provider` int(11) NOT NULL DEFAULT 0,
  `device_type` int(11) NOT NULL DEFAULT 0,
  `req_ip` varchar(48) NOT NULL,
  `req_ua` varchar(1024) DEFAULT NULL,
  PRIMARY KEY (`id`),
  KEY `x_auth_sess_FK_added_by_id` (`added_by_id`),
  KEY `x_auth_sess_FK_upd_by_id` (`upd_by_id`),
  KEY `x_auth_sess_FK_user_id` (`user_id`),
  KEY `x_auth_sess_cr_time` (`create_time`),
  KEY `x_auth_sess_up_time` (`update_time`),
  CONSTRAINT `x_auth_sess_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_auth_sess_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_auth_sess_FK_user_id` FOREIGN KEY (`user_id`) REFERENCES `x_portal_user` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_auth_sess`
--

LOCK TABLES `x_auth_sess` WRITE;
/*!40000 ALTER TABLE `x_auth_sess` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_auth_sess` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_context_enricher_def`
--

DROP TABLE IF EXISTS `x_context_enricher_def`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_context_enricher_def` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `guid` varchar(1024) DEFAULT NULL,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `def_id` bigint(20) NOT NULL,
  `item_id` bigint(20) NOT NULL,
  `name` varchar(1024) DEFAULT NULL,
  `enricher` varchar(1024) DEFAULT NULL,
  `enricher_options` varchar(1024) DEFAULT NULL,
  `sort_order` int(11) DEFAULT 0,
  PRIMARY KEY (`id`),
  KEY `x_context_enricher_def_FK_added_by_id` (`added_by_id`),
  KEY `x_context_enricher_def_FK_upd_by_id` (`upd_by_id`),
  KEY `x_context_enricher_def_IDX_def_id` (`def_id`),
  CONSTRAINT `x_context_enricher_def_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_context_enricher_def_FK_defid` FOREIGN KEY (`def_id`) REFERENCES `x_service_def` (`id`),
  CONSTRAINT `x_context_enricher_def_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_context_enricher_def`
--

LOCK TABLES `x_context_enricher_def` WRITE;
/*!40000 ALTER TABLE `x_context_enricher_def` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_context_enricher_def` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_cred_store`
--

DROP TABLE IF EXISTS `x_cred_store`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_cred_store` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `store_name` varchar(1024) NOT NULL,
  `descr` varchar(4000) NOT NULL,
  PRIMARY KEY (`id`),
  KEY `x_cred_store_FK_added_by_id` (`added_by_id`),
  KEY `x_cred_store_FK_upd_by_id` (`upd_by_id`),
  KEY `x_cred_store_cr_time` (`create_time`),
  KEY `x_cred_store_up_time` (`update_time`),
  CONSTRAINT `x_cred_store_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_cred_store_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_cred_store`
--

LOCK TABLES `x_cred_store` WRITE;
/*!40000 ALTER TABLE `x_cred_store` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_cred_store` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_data_hist`
--

DROP TABLE IF EXISTS `x_data_hist`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_data_hist` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `obj_guid` varchar(1024) NOT NULL,
  `obj_class_type` int(11) NOT NULL,
  `obj_id` bigint(20) NOT NULL,
  `obj_name` varchar(1024) NOT NULL,
  `version` bigint(20) DEFAULT NULL,
  `action` varchar(512) NOT NULL,
  `from_time` datetime NOT NULL,
  `to_time` datetime DEFAULT NULL,
  `content` mediumtext NOT NULL,
  PRIMARY KEY (`id`),
  KEY `x_data_hist_idx_objid_objclstype` (`obj_id`,`obj_class_type`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_data_hist`
--

LOCK TABLES `x_data_hist` WRITE;
/*!40000 ALTER TABLE `x_data_hist` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_data_hist` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_datamask_type_def`
--

DROP TABLE IF EXISTS `x_datamask_type_def`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_datamask_type_def` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `guid` varchar(64) DEFAULT NULL,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `def_id` bigint(20) NOT NULL,
  `item_id` bigint(20) NOT NULL,
  `name` varchar(1024) NOT NULL,
  `label` varchar(1024) NOT NULL,
  `description` varchar(1024) DEFAULT NULL,
  `transformer` varchar(1024) DEFAULT NULL,
  `datamask_options` varchar(1024) DEFAULT NULL,
  `rb_key_label` varchar(1024) DEFAULT NULL,
  `rb_key_description` varchar(1024) DEFAULT NULL,
  `sort_order` int(11) DEFAULT 0,
  PRIMARY KEY (`id`),
  KEY `x_datamask_type_def_FK_added_by_id` (`added_by_id`),
  KEY `x_datamask_type_def_FK_upd_by_id` (`upd_by_id`),
  KEY `x_datamask_type_def_IDX_def_id` (`def_id`),
  CONSTRAINT `x_datamask_type_def_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_datamask_type_def_FK_def_id` FOREIGN KEY (`def_id`) REFERENCES `x_service_def` (`id`),
  CONSTRAINT `x_datamask_type_def_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_datamask_type_def`
--

LOCK TABLES `x_datamask_type_def` WRITE;
/*!40000 ALTER TABLE `x_datamask_type_def` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_datamask_type_def` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_db_base`
--

DROP TABLE IF EXISTS `x_db_base`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_db_base` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  PRIMARY KEY (`id`),
  KEY `x_db_base_FK_added_by_id` (`added_by_id`),
  KEY `x_db_base_FK_upd_by_id` (`upd_by_id`),
  KEY `x_db_base_cr_time` (`create_time`),
  KEY `x_db_base_up_time` (`update_time`),
  CONSTRAINT `x_db_base_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_db_base_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_db_base`
--

LOCK TABLES `x_db_base` WRITE;
/*!40000 ALTER TABLE `x_db_base` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_db_base` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_db_version_h`
--

DROP TABLE IF EXISTS `x_db_version_h`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_db_version_h` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `version` varchar(64) NOT NULL,
  `inst_at` timestamp NOT NULL DEFAULT current_timestamp(),
  `inst_by` varchar(256) NOT NULL,
  `updated_at` timestamp NULL DEFAULT NULL,
  `updated_by` varchar(256) NOT NULL,
  `active` enum('Y','N') DEFAULT 'Y',
  PRIMARY KEY (`id`)
) ENGINE=InnoDB AUTO_INCREMENT=123 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_db_version_h`
--

LOCK TABLES `x_db_version_h` WRITE;
/*!40000 ALTER TABLE `x_db_version_h` DISABLE KEYS */;
INSERT INTO `x_db_version_h` VALUES
(1,'CORE_DB_SCHEMA','2026-12-03 09:46:04','Ranger 1.0.0','2026-12-03 09:46:04','localhost','Y'),
(2,'001','2026-12-03 09:46:04','Ranger 1.0.0','2026-12-03 09:46:04','localhost','Y'),
(3,'002','2026-12-03 09:46:04','Ranger 1.0.0','2026-12-03 09:46:04','localhost','Y'),
(4,'003','2026-12-03 09:46:04','Ranger 1.0.0','2026-12-03 09:46:04','localhost','Y'),
(5,'004','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(6,'005','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(7,'006','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(8,'007','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(9,'008','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(10,'009','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(11,'010','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(12,'012','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(13,'013','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(14,'014','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(15,'016','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(16,'018','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(17,'019','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(18,'020','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(19,'021','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(20,'022','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(21,'023','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(22,'024','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(23,'025','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(24,'026','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(25,'027','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(26,'028','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(27,'029','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(28,'030','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(29,'031','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(30,'032','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(31,'033','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(32,'034','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(33,'035','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(34,'036','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(35,'037','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(36,'038','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(37,'039','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(38,'040','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(39,'041','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(40,'042','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(41,'043','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(42,'044','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(43,'045','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(44,'046','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(45,'047','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(46,'048','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(47,'049','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(48,'050','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(49,'051','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(50,'052','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(51,'054','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(52,'055','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(53,'056','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(54,'057','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(55,'058','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(56,'059','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(57,'060','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(58,'065','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(59,'066','2026-12-03 09:46:05','Ranger 3.0.0','2026-12-03 09:46:05','localhost','Y'),
(60,'067','2026-12-03 09:46:05','Ranger 3.0.0','2026-12-03 09:46:05','localhost','Y'),
(61,'068','2026-12-03 09:46:05','Ranger 3.0.0','2026-12-03 09:46:05','localhost','Y'),
(62,'069','2026-12-03 09:46:05','Ranger 3.0.0','2026-12-03 09:46:05','localhost','Y'),
(63,'070','2026-12-03 09:46:05','Ranger 3.0.0','2026-12-03 09:46:05','localhost','Y'),
(64,'071','2026-12-03 09:46:05','Ranger 3.0.0','2026-12-03 09:46:05','localhost','Y'),
(65,'072','2026-12-03 09:46:05','Ranger 3.0.0','2026-12-03 09:46:05','localhost','Y'),
(66,'073','2026-12-03 09:46:05','Ranger 3.0.0','2026-12-03 09:46:05','localhost','Y'),
(67,'074','2026-12-03 09:46:05','Ranger 3.0.0','2026-12-03 09:46:05','localhost','Y'),
(68,'075','2026-12-03 09:46:05','Ranger 3.0.0','2026-12-03 09:46:05','localhost','Y'),
(69,'076','2026-12-03 09:46:05','Ranger 3.0.0','2026-12-03 09:46:05','localhost','Y'),
(70,'077','2026-12-03 09:46:05','Ranger 3.0.0','2026-12-03 09:46:05','localhost','Y'),
(71,'DB_PATCHES','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(72,'J10001','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(73,'J10002','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(74,'J10003','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(75,'J10004','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(76,'J10005','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(77,'J10006','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(78,'J10007','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(79,'J10008','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(80,'J10009','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(81,'J10010','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(82,'J10011','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(83,'J10012','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(84,'J10013','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(85,'J10014','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(86,'J10015','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(87,'J10016','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(88,'J10017','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(89,'J10019','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(90,'J10020','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(91,'J10025','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(92,'J10026','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(93,'J10027','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(94,'J10028','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(95,'J10030','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(96,'J10033','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(97,'J10034','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(98,'J10035','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(99,'J10036','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(100,'J10037','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(101,'J10038','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(102,'J10040','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(103,'J10041','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(104,'J10043','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(105,'J10044','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(106,'J10045','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(107,'J10046','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(108,'J10047','2026-12-03 09:46:05','Ranger 2.2.0','2026-12-03 09:46:05','localhost','Y'),
(109,'J10049','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(110,'J10050','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(111,'J10051','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(112,'J10052','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(113,'J10053','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y'),
(114,'J10054','2026-12-03 09:46:05','Ranger 3.0.0','2026-12-03 09:46:05','localhost','Y'),
(115,'J10055','2026-12-03 09:46:05','Ranger 3.0.0','2026-12-03 09:46:05','localhost','Y'),
(116,'J10056','2026-12-03 09:46:05','Ranger 3.0.0','2026-12-03 09:46:05','localhost','Y'),
(117,'J10060','2026-12-03 09:46:05','Ranger 3.0.0','2026-12-03 09:46:05','localhost','Y'),
(118,'J10061','2026-12-03 09:46:05','Ranger 3.0.0','2026-12-03 09:46:05','localhost','Y'),
(119,'J10062','2026-12-03 09:46:05','Ranger 3.0.0','2026-12-03 09:46:05','localhost','Y'),
(120,'J10063','2026-12-03 09:46:05','Ranger 3.0.0','2026-12-03 09:46:05','localhost','Y'),
(121,'J10064','2026-12-03 09:46:05','Ranger 3.0.0','2026-12-03 09:46:05','localhost','Y'),
(122,'JAVA_PATCHES','2026-12-03 09:46:05','Ranger 1.0.0','2026-12-03 09:46:05','localhost','Y');
/*!40000 ALTER TABLE `x_db_version_h` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_enum_def`
--

DROP TABLE IF EXISTS `x_enum_def`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_enum_def` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `guid` varchar(1024) DEFAULT NULL,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `def_id` bigint(20) NOT NULL,
  `item_id` bigint(20) NOT NULL,
  `name` varchar(1024) DEFAULT NULL,
  `default_index` bigint(20) DEFAULT NULL,
  PRIMARY KEY (`id`),
  KEY `x_enum_def_FK_added_by_id` (`added_by_id`),
  KEY `x_enum_def_FK_upd_by_id` (`upd_by_id`),
  KEY `x_enum_def_IDX_def_id` (`def_id`),
  CONSTRAINT `x_enum_def_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_enum_def_FK_defid` FOREIGN KEY (`def_id`) REFERENCES `x_service_def` (`id`),
  CONSTRAINT `x_enum_def_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_enum_def`
--

LOCK TABLES `x_enum_def` WRITE;
/*!40000 ALTER TABLE `x_enum_def` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_enum_def` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_enum_element_def`
--

DROP TABLE IF EXISTS `x_enum_element_def`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_enum_element_def` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `guid` varchar(1024) DEFAULT NULL,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `enum_def_id` bigint(20) NOT NULL,
  `item_id` bigint(20) NOT NULL,
  `name` varchar(1024) DEFAULT NULL,
  `label` varchar(1024) DEFAULT NULL,
  `rb_key_label` varchar(1024) DEFAULT NULL,
  `sort_order` int(11) DEFAULT 0,
  PRIMARY KEY (`id`),
  KEY `x_enum_element_def_FK_added_by_id` (`added_by_id`),
  KEY `x_enum_element_def_FK_upd_by_id` (`upd_by_id`),
  KEY `x_enum_element_def_IDX_enum_def_id` (`enum_def_id`),
  CONSTRAINT `x_enum_element_def_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_enum_element_def_FK_defid` FOREIGN KEY (`enum_def_id`) REFERENCES `x_enum_def` (`id`),
  CONSTRAINT `x_enum_element_def_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_enum_element_def`
--

LOCK TABLES `x_enum_element_def` WRITE;
/*!40000 ALTER TABLE `x_enum_element_def` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_enum_element_def` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_gds_data_share`
--

DROP TABLE IF EXISTS `x_gds_data_share`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_gds_data_share` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `guid` varchar(64) NOT NULL,
  `create_time` timestamp NULL DEFAULT NULL,
  `update_time` timestamp NULL DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `version` bigint(20) NOT NULL DEFAULT 1,
  `is_enabled` tinyint(1) NOT NULL DEFAULT 1,
  `name` varchar(512) NOT NULL,
  `description` text DEFAULT NULL,
  `acl` text NOT NULL,
  `service_id` bigint(20) NOT NULL,
  `zone_id` bigint(20) NOT NULL,
  `condition_expr` text DEFAULT NULL,
  `default_access_types` text DEFAULT NULL,
  `default_tag_masks` text DEFAULT NULL,
  `terms_of_use` text DEFAULT NULL,
  `options` text DEFAULT NULL,
  `additional_info` text DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `x_gds_data_share_UK_name` (`service_id`,`zone_id`,`name`),
  KEY `x_gds_data_share_FK_added_by_id` (`added_by_id`),
  KEY `x_gds_data_share_FK_upd_by_id` (`upd_by_id`),
  KEY `x_gds_data_share_guid` (`guid`),
  KEY `x_gds_data_share_service_id` (`service_id`),
  KEY `x_gds_data_share_zone_id` (`zone_id`),
  CONSTRAINT `x_gds_data_share_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_gds_data_share_FK_service_id` FOREIGN KEY (`service_id`) REFERENCES `x_service` (`id`),
  CONSTRAINT `x_gds_data_share_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_gds_data_share_FK_zone_id` FOREIGN KEY (`zone_id`) REFERENCES `x_security_zone` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_gds_data_share`
--

LOCK TABLES `x_gds_data_share` WRITE;
/*!40000 ALTER TABLE `x_gds_data_share` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_gds_data_share` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_gds_data_share_in_dataset`
--

DROP TABLE IF EXISTS `x_gds_data_share_in_dataset`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_gds_data_share_in_dataset` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `guid` varchar(64) NOT NULL,
  `create_time` timestamp NULL DEFAULT NULL,
  `update_time` timestamp NULL DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `version` bigint(20) NOT NULL DEFAULT 1,
  `is_enabled` tinyint(1) NOT NULL DEFAULT 1,
  `description` text DEFAULT NULL,
  `data_share_id` bigint(20) NOT NULL,
  `dataset_id` bigint(20) NOT NULL,
  `status` smallint(6) NOT NULL,
  `validity_period` text DEFAULT NULL,
  `profiles` text DEFAULT NULL,
  `options` text DEFAULT NULL,
  `additional_info` text DEFAULT NULL,
  `approver_id` bigint(20) DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `x_gds_dshid_UK_data_share_id_dataset_id` (`data_share_id`,`dataset_id`),
  KEY `x_gds_dshid_FK_added_by_id` (`added_by_id`),
  KEY `x_gds_dshid_FK_upd_by_id` (`upd_by_id`),
  KEY `x_gds_dshid_FK_approver_id` (`approver_id`),
  KEY `x_gds_dshid_guid` (`guid`),
  KEY `x_gds_dshid_data_share_id` (`data_share_id`),
  KEY `x_gds_dshid_dataset_id` (`dataset_id`),
  KEY `x_gds_dshid_data_share_id_dataset_id` (`data_share_id`,`dataset_id`),
  CONSTRAINT `x_gds_dshid_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_gds_dshid_FK_approver_id` FOREIGN KEY (`approver_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_gds_dshid_FK_data_share_id` FOREIGN KEY (`data_share_id`) REFERENCES `x_gds_data_share` (`id`),
  CONSTRAINT `x_gds_dshid_FK_dataset_id` FOREIGN KEY (`dataset_id`) REFERENCES `x_gds_dataset` (`id`),
  CONSTRAINT `x_gds_dshid_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_gds_data_share_in_dataset`
--

LOCK TABLES `x_gds_data_share_in_dataset` WRITE;
/*!40000 ALTER TABLE `x_gds_data_share_in_dataset` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_gds_data_share_in_dataset` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_gds_dataset`
--

DROP TABLE IF EXISTS `x_gds_dataset`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_gds_dataset` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `guid` varchar(64) NOT NULL,
  `create_time` timestamp NULL DEFAULT NULL,
  `update_time` timestamp NULL DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `version` bigint(20) NOT NULL DEFAULT 1,
  `is_enabled` tinyint(1) NOT NULL DEFAULT 1,
  `name` varchar(512) NOT NULL,
  `description` text DEFAULT NULL,
  `acl` text DEFAULT NULL,
  `terms_of_use` text DEFAULT NULL,
  `options` text DEFAULT NULL,
  `additional_info` text DEFAULT NULL,
  `validity_schedule` text DEFAULT NULL,
  `labels` text DEFAULT NULL,
  `keywords` text DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `x_gds_dataset_UK_name` (`name`),
  KEY `x_gds_dataset_FK_added_by_id` (`added_by_id`),
  KEY `x_gds_dataset_FK_upd_by_id` (`upd_by_id`),
  KEY `x_gds_dataset_guid` (`guid`),
  CONSTRAINT `x_gds_dataset_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_gds_dataset_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_gds_dataset`
--

LOCK TABLES `x_gds_dataset` WRITE;
/*!40000 ALTER TABLE `x_gds_dataset` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_gds_dataset` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_gds_dataset_in_project`
--

DROP TABLE IF EXISTS `x_gds_dataset_in_project`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_gds_dataset_in_project` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `guid` varchar(64) NOT NULL,
  `create_time` timestamp NULL DEFAULT NULL,
  `update_time` timestamp NULL DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `version` bigint(20) NOT NULL DEFAULT 1,
  `is_enabled` tinyint(1) NOT NULL DEFAULT 1,
  `description` text DEFAULT NULL,
  `dataset_id` bigint(20) NOT NULL,
  `project_id` bigint(20) NOT NULL,
  `status` smallint(6) NOT NULL,
  `validity_period` text DEFAULT NULL,
  `profiles` text DEFAULT NULL,
  `options` text DEFAULT NULL,
  `additional_info` text DEFAULT NULL,
  `approver_id` bigint(20) DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `x_gds_dip_UK_data_share_id_dataset_id` (`dataset_id`,`project_id`),
  KEY `x_gds_dip_FK_added_by_id` (`added_by_id`),
  KEY `x_gds_dip_FK_upd_by_id` (`upd_by_id`),
  KEY `x_gds_dip_FK_approver_id` (`approver_id`),
  KEY `x_gds_dip_guid` (`guid`),
  KEY `x_gds_dip_dataset_id` (`dataset_id`),
  KEY `x_gds_dip_project_id` (`project_id`),
  CONSTRAINT `x_gds_dip_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_gds_dip_FK_approver_id` FOREIGN KEY (`approver_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_gds_dip_FK_dataset_id` FOREIGN KEY (`dataset_id`) REFERENCES `x_gds_dataset` (`id`),
  CONSTRAINT `x_gds_dip_FK_project_id` FOREIGN KEY (`project_id`) REFERENCES `x_gds_project` (`id`),
  CONSTRAINT `x_gds_dip_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_gds_dataset_in_project`
--

LOCK TABLES `x_gds_dataset_in_project` WRITE;
/*!40000 ALTER TABLE `x_gds_dataset_in_project` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_gds_dataset_in_project` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_gds_dataset_policy_map`
--

DROP TABLE IF EXISTS `x_gds_dataset_policy_map`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_gds_dataset_policy_map` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `dataset_id` bigint(20) NOT NULL,
  `policy_id` bigint(20) NOT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `x_gds_dpm_UK_dataset_id_policy_id` (`dataset_id`,`policy_id`),
  KEY `x_gds_dpm_dataset_id` (`dataset_id`),
  KEY `x_gds_dpm_policy_id` (`policy_id`),
  CONSTRAINT `x_gds_dpm_FK_dataset_id` FOREIGN KEY (`dataset_id`) REFERENCES `x_gds_dataset` (`id`),
  CONSTRAINT `x_gds_dpm_FK_policy_id` FOREIGN KEY (`policy_id`) REFERENCES `x_policy` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_gds_dataset_policy_map`
--

LOCK TABLES `x_gds_dataset_policy_map` WRITE;
/*!40000 ALTER TABLE `x_gds_dataset_policy_map` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_gds_dataset_policy_map` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_gds_project`
--

DROP TABLE IF EXISTS `x_gds_project`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_gds_project` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `guid` varchar(64) NOT NULL,
  `create_time` timestamp NULL DEFAULT NULL,
  `update_time` timestamp NULL DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `version` bigint(20) NOT NULL DEFAULT 1,
  `is_enabled` tinyint(1) NOT NULL DEFAULT 1,
  `name` varchar(512) NOT NULL,
  `description` text DEFAULT NULL,
  `acl` text DEFAULT NULL,
  `terms_of_use` text DEFAULT NULL,
  `options` text DEFAULT NULL,
  `additional_info` text DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `x_gds_project_UK_name` (`name`),
  KEY `x_gds_project_FK_added_by_id` (`added_by_id`),
  KEY `x_gds_project_FK_upd_by_id` (`upd_by_id`),
  KEY `x_gds_project_guid` (`guid`),
  CONSTRAINT `x_gds_project_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_gds_project_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_gds_project`
--

LOCK TABLES `x_gds_project` WRITE;
/*!40000 ALTER TABLE `x_gds_project` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_gds_project` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_gds_project_policy_map`
--

DROP TABLE IF EXISTS `x_gds_project_policy_map`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_gds_project_policy_map` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `project_id` bigint(20) NOT NULL,
  `policy_id` bigint(20) NOT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `x_gds_ppm_UK_project_id_policy_id` (`project_id`,`policy_id`),
  KEY `x_gds_ppm_project_id` (`project_id`),
  KEY `x_gds_ppm_policy_id` (`policy_id`),
  CONSTRAINT `x_gds_ppm_FK_policy_id` FOREIGN KEY (`policy_id`) REFERENCES `x_policy` (`id`),
  CONSTRAINT `x_gds_ppm_FK_project_id` FOREIGN KEY (`project_id`) REFERENCES `x_gds_project` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_gds_project_policy_map`
--

LOCK TABLES `x_gds_project_policy_map` WRITE;
/*!40000 ALTER TABLE `x_gds_project_policy_map` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_gds_project_policy_map` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_gds_shared_resource`
--

DROP TABLE IF EXISTS `x_gds_shared_resource`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_gds_shared_resource` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `guid` varchar(64) NOT NULL,
  `create_time` timestamp NULL DEFAULT NULL,
  `update_time` timestamp NULL DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `version` bigint(20) NOT NULL DEFAULT 1,
  `is_enabled` tinyint(1) NOT NULL DEFAULT 1,
  `name` varchar(512) NOT NULL,
  `description` text DEFAULT NULL,
  `data_share_id` bigint(20) NOT NULL,
  `resource_name` text NOT NULL,
  `resource_signature` varchar(128) NOT NULL,
  `sub_resource` text DEFAULT NULL,
  `sub_resource_type` text DEFAULT NULL,
  `condition_expr` text DEFAULT NULL,
  `access_types` text DEFAULT NULL,
  `row_filter` text DEFAULT NULL,
  `sub_resource_masks` text DEFAULT NULL,
  `profiles` text DEFAULT NULL,
  `options` text DEFAULT NULL,
  `additional_info` text DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `x_gds_shared_resource_UK_name` (`data_share_id`,`name`),
  UNIQUE KEY `x_gds_shared_resource_UK_resource_signature` (`data_share_id`,`resource_signature`),
  KEY `x_gds_shared_resource_FK_added_by_id` (`added_by_id`),
  KEY `x_gds_shared_resource_FK_upd_by_id` (`upd_by_id`),
  KEY `x_gds_shared_resource_guid` (`guid`),
  KEY `x_gds_shared_resource_data_share_id` (`data_share_id`),
  CONSTRAINT `x_gds_shared_resource_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_gds_shared_resource_FK_data_share_id` FOREIGN KEY (`data_share_id`) REFERENCES `x_gds_data_share` (`id`),
  CONSTRAINT `x_gds_shared_resource_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_gds_shared_resource`
--

LOCK TABLES `x_gds_shared_resource` WRITE;
/*!40000 ALTER TABLE `x_gds_shared_resource` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_gds_shared_resource` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_group`
--

DROP TABLE IF EXISTS `x_group`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_group` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `group_name` varchar(767) NOT NULL,
  `descr` text DEFAULT NULL,
  `status` int(11) NOT NULL DEFAULT 0,
  `group_type` int(11) NOT NULL DEFAULT 0,
  `cred_store_id` bigint(20) DEFAULT NULL,
  `group_src` int(11) NOT NULL DEFAULT 0,
  `is_visible` int(11) NOT NULL DEFAULT 1,
  `other_attributes` text DEFAULT NULL,
  `sync_source` text DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `x_group_UK_group_name` (`group_name`),
  KEY `x_group_FK_added_by_id` (`added_by_id`),
  KEY `x_group_FK_upd_by_id` (`upd_by_id`),
  KEY `x_group_FK_cred_store_id` (`cred_store_id`),
  KEY `x_group_cr_time` (`create_time`),
  KEY `x_group_up_time` (`update_time`),
  CONSTRAINT `x_group_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_group_FK_cred_store_id` FOREIGN KEY (`cred_store_id`) REFERENCES `x_cred_store` (`id`),
  CONSTRAINT `x_group_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`)
) ENGINE=InnoDB AUTO_INCREMENT=2 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_group`
--

LOCK TABLES `x_group` WRITE;
/*!40000 ALTER TABLE `x_group` DISABLE KEYS */;
INSERT INTO `x_group` VALUES
(1,'2026-12-03 09:46:04','2026-12-03 09:46:04',1,1,'public','public group',0,0,NULL,0,1,NULL,NULL);
/*!40000 ALTER TABLE `x_group` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_group_groups`
--

DROP TABLE IF EXISTS `x_group_groups`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_group_groups` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `group_name` varchar(1024) NOT NULL,
  `p_group_id` bigint(20) DEFAULT NULL,
  `group_id` bigint(20) DEFAULT NULL,
  PRIMARY KEY (`id`),
  KEY `x_group_groups_FK_added_by_id` (`added_by_id`),
  KEY `x_group_groups_FK_upd_by_id` (`upd_by_id`),
  KEY `x_group_groups_FK_p_group_id` (`p_group_id`),
  KEY `x_group_groups_FK_group_id` (`group_id`),
  KEY `x_group_groups_cr_time` (`create_time`),
  KEY `x_group_groups_up_time` (`update_time`),
  CONSTRAINT `x_group_groups_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_group_groups_FK_group_id` FOREIGN KEY (`group_id`) REFERENCES `x_group` (`id`),
  CONSTRAINT `x_group_groups_FK_p_group_id` FOREIGN KEY (`p_group_id`) REFERENCES `x_group` (`id`),
  CONSTRAINT `x_group_groups_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_group_groups`
--

LOCK TABLES `x_group_groups` WRITE;
/*!40000 ALTER TABLE `x_group_groups` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_group_groups` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_group_module_perm`
--

DROP TABLE IF EXISTS `x_group_module_perm`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_group_module_perm` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `group_id` bigint(20) DEFAULT NULL,
  `module_id` bigint(20) DEFAULT NULL,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `is_allowed` int(11) NOT NULL DEFAULT 1,
  PRIMARY KEY (`id`),
  KEY `x_group_module_perm_idx_group_id` (`group_id`),
  KEY `x_group_module_perm_idx_module_id` (`module_id`),
  CONSTRAINT `x_group_module_perm_FK_module_id` FOREIGN KEY (`module_id`) REFERENCES `x_modules_master` (`id`) ON DELETE CASCADE ON UPDATE CASCADE,
  CONSTRAINT `x_group_module_perm_FK_user_id` FOREIGN KEY (`group_id`) REFERENCES `x_group` (`id`) ON DELETE CASCADE ON UPDATE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_group_module_perm`
--

LOCK TABLES `x_group_module_perm` WRITE;
/*!40000 ALTER TABLE `x_group_module_perm` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_group_module_perm` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_group_users`
--

DROP TABLE IF EXISTS `x_group_users`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_group_users` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `group_name` varchar(740) NOT NULL,
  `p_group_id` bigint(20) DEFAULT NULL,
  `user_id` bigint(20) DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `x_group_users_UK_uid_gname` (`user_id`,`group_name`),
  KEY `x_group_users_FK_added_by_id` (`added_by_id`),
  KEY `x_group_users_FK_upd_by_id` (`upd_by_id`),
  KEY `x_group_users_FK_p_group_id` (`p_group_id`),
  KEY `x_group_users_FK_user_id` (`user_id`),
  KEY `x_group_users_cr_time` (`create_time`),
  KEY `x_group_users_up_time` (`update_time`),
  CONSTRAINT `x_group_users_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_group_users_FK_p_group_id` FOREIGN KEY (`p_group_id`) REFERENCES `x_group` (`id`),
  CONSTRAINT `x_group_users_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_group_users_FK_user_id` FOREIGN KEY (`user_id`) REFERENCES `x_user` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_group_users`
--

LOCK TABLES `x_group_users` WRITE;
/*!40000 ALTER TABLE `x_group_users` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_group_users` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_modules_master`
--

DROP TABLE IF EXISTS `x_modules_master`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_modules_master` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `module` varchar(1024) NOT NULL,
  `url` varchar(1024) DEFAULT NULL,
  PRIMARY KEY (`id`)
) ENGINE=InnoDB AUTO_INCREMENT=9 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_modules_master`
--

LOCK TABLES `x_modules_master` WRITE;
/*!40000 ALTER TABLE `x_modules_master` DISABLE KEYS */;
INSERT INTO `x_modules_master` VALUES
(1,'2026-12-03 09:46:04','2026-12-03 09:46:04',1,1,'Resource Based Policies',''),
(2,'2026-12-03 09:46:04','2026-12-03 09:46:04',1,1,'Users/Groups',''),
(3,'2026-12-03 09:46:04','2026-12-03 09:46:04',1,1,'Reports',''),
(4,'2026-12-03 09:46:04','2026-12-03 09:46:04',1,1,'Audit',''),
(5,'2026-12-03 09:46:04','2026-12-03 09:46:04',1,1,'Key Manager',''),
(6,'2026-12-03 09:46:04','2026-12-03 09:46:04',1,1,'Tag Based Policies',''),
(7,'2026-12-03 09:46:04','2026-12-03 09:46:04',1,1,'Security Zone',''),
(8,'2026-12-03 09:46:04','2026-12-03 09:46:04',1,1,'Governed Data Sharing','');
/*!40000 ALTER TABLE `x_modules_master` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_perm_map`
--

DROP TABLE IF EXISTS `x_perm_map`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_perm_map` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `perm_group` varchar(1024) DEFAULT NULL,
  `res_id` bigint(20) DEFAULT NULL,
  `group_id` bigint(20) DEFAULT NULL,
  `user_id` bigint(20) DEFAULT NULL,
  `perm_for` int(11) NOT NULL DEFAULT 0,
  `perm_type` int(11) NOT NULL DEFAULT 0,
  `is_recursive` int(11) NOT NULL DEFAULT 0,
  `is_wild_card` tinyint(1) NOT NULL DEFAULT 1,
  `grant_revoke` tinyint(1) NOT NULL DEFAULT 1,
  `ip_address` text DEFAULT NULL,
  PRIMARY KEY (`id`),
  KEY `x_perm_map_FK_added_by_id` (`added_by_id`),
  KEY `x_perm_map_FK_upd_by_id` (`upd_by_id`),
  KEY `x_perm_map_FK_res_id` (`res_id`),
  KEY `x_perm_map_FK_group_id` (`group_id`),
  KEY `x_perm_map_FK_user_id` (`user_id`),
  KEY `x_perm_map_cr_time` (`create_time`),
  KEY `x_perm_map_up_time` (`update_time`),
  CONSTRAINT `x_perm_map_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_perm_map_FK_group_id` FOREIGN KEY (`group_id`) REFERENCES `x_group` (`id`),
  CONSTRAINT `x_perm_map_FK_res_id` FOREIGN KEY (`res_id`) REFERENCES `x_resource` (`id`),
  CONSTRAINT `x_perm_map_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_perm_map_FK_user_id` FOREIGN KEY (`user_id`) REFERENCES `x_user` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_perm_map`
--

LOCK TABLES `x_perm_map` WRITE;
/*!40000 ALTER TABLE `x_perm_map` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_perm_map` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_plugin_info`
--

DROP TABLE IF EXISTS `x_plugin_info`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_plugin_info` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `service_name` varchar(255) NOT NULL,
  `app_type` varchar(128) NOT NULL,
  `host_name` varchar(255) NOT NULL,
  `ip_address` varchar(64) NOT NULL,
  `info` varchar(1024) NOT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `x_plugin_info_UK` (`service_name`,`host_name`,`app_type`),
  KEY `x_plugin_info_IDX_service_name` (`service_name`),
  KEY `x_plugin_info_IDX_host_name` (`host_name`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_plugin_info`
--

LOCK TABLES `x_plugin_info` WRITE;
/*!40000 ALTER TABLE `x_plugin_info` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_plugin_info` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_policy`
--

DROP TABLE IF EXISTS `x_policy`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_policy` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `guid` varchar(1024) DEFAULT NULL,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `version` bigint(20) DEFAULT NULL,
  `service` bigint(20) NOT NULL,
  `name` varchar(512) NOT NULL,
  `policy_type` int(11) DEFAULT 0,
  `description` varchar(1024) DEFAULT NULL,
  `resource_signature` varchar(128) DEFAULT NULL,
  `is_enabled` tinyint(1) NOT NULL DEFAULT 0,
  `is_audit_enabled` tinyint(1) NOT NULL DEFAULT 0,
  `policy_options` varchar(4000) DEFAULT NULL,
  `policy_priority` int(11) NOT NULL DEFAULT 0,
  `policy_text` mediumtext DEFAULT NULL,
  `zone_id` bigint(20) NOT NULL DEFAULT 1,
  PRIMARY KEY (`id`),
  UNIQUE KEY `x_policy_UK_name_service_zone` (`name`(180),`service`,`zone_id`),
  UNIQUE KEY `x_policy_UK_service_signature` (`service`,`resource_signature`),
  UNIQUE KEY `x_policy_UK_guid_service_zone` (`guid`(180),`service`,`zone_id`),
  KEY `x_policy_added_by_id` (`added_by_id`),
  KEY `x_policy_upd_by_id` (`upd_by_id`),
  KEY `x_policy_cr_time` (`create_time`),
  KEY `x_policy_up_time` (`update_time`),
  KEY `x_policy_service` (`service`),
  KEY `x_policy_resource_signature` (`resource_signature`),
  KEY `x_policy_FK_zone_id` (`zone_id`),
  CONSTRAINT `x_policy_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_policy_FK_service` FOREIGN KEY (`service`) REFERENCES `x_service` (`id`),
  CONSTRAINT `x_policy_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_policy_FK_zone_id` FOREIGN KEY (`zone_id`) REFERENCES `x_security_zone` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_policy`
--

LOCK TABLES `x_policy` WRITE;
/*!40000 ALTER TABLE `x_policy` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_policy` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_policy_change_log`
--

DROP TABLE IF EXISTS `x_policy_change_log`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_policy_change_log` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `create_time` datetime DEFAULT NULL,
  `service_id` bigint(20) NOT NULL,
  `change_type` int(11) NOT NULL,
  `policy_version` bigint(20) NOT NULL DEFAULT 0,
  `service_type` varchar(256) DEFAULT NULL,
  `policy_type` int(11) DEFAULT NULL,
  `zone_name` varchar(256) DEFAULT NULL,
  `policy_id` bigint(20) DEFAULT NULL,
  `policy_guid` varchar(1024) DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `x_policy_change_log_uk_service_id_policy_version` (`service_id`,`policy_version`),
  KEY `x_policy_change_log_IDX_service_id` (`service_id`),
  KEY `x_policy_change_log_IDX_policy_version` (`policy_version`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_policy_change_log`
--

LOCK TABLES `x_policy_change_log` WRITE;
/*!40000 ALTER TABLE `x_policy_change_log` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_policy_change_log` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_policy_condition_def`
--

DROP TABLE IF EXISTS `x_policy_condition_def`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_policy_condition_def` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `guid` varchar(1024) DEFAULT NULL,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `def_id` bigint(20) NOT NULL,
  `item_id` bigint(20) NOT NULL,
  `name` varchar(1024) DEFAULT NULL,
  `evaluator` varchar(1024) DEFAULT NULL,
  `evaluator_options` varchar(1024) DEFAULT NULL,
  `validation_reg_ex` varchar(1024) DEFAULT NULL,
  `validation_message` varchar(1024) DEFAULT NULL,
  `ui_hint` varchar(1024) DEFAULT NULL,
  `label` varchar(1024) DEFAULT NULL,
  `description` varchar(1024) DEFAULT NULL,
  `rb_key_label` varchar(1024) DEFAULT NULL,
  `rb_key_description` varchar(1024) DEFAULT NULL,
  `rb_key_validation_message` varchar(1024) DEFAULT NULL,
  `sort_order` int(11) DEFAULT 0,
  PRIMARY KEY (`id`),
  KEY `x_policy_condition_def_FK_defid` (`def_id`),
  KEY `x_policy_condition_def_FK_added_by_id` (`added_by_id`),
  KEY `x_policy_condition_def_FK_upd_by_id` (`upd_by_id`),
  CONSTRAINT `x_policy_condition_def_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_policy_condition_def_FK_defid` FOREIGN KEY (`def_id`) REFERENCES `x_service_def` (`id`),
  CONSTRAINT `x_policy_condition_def_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_policy_condition_def`
--

LOCK TABLES `x_policy_condition_def` WRITE;
/*!40000 ALTER TABLE `x_policy_condition_def` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_policy_condition_def` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_policy_export_audit`
--

DROP TABLE IF EXISTS `x_policy_export_audit`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_policy_export_audit` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `client_ip` varchar(255) NOT NULL,
  `agent_id` varchar(255) DEFAULT NULL,
  `req_epoch` bigint(20) NOT NULL,
  `last_updated` datetime DEFAULT NULL,
  `repository_name` varchar(1024) DEFAULT NULL,
  `exported_json` text DEFAULT NULL,
  `http_ret_code` int(11) NOT NULL DEFAULT 0,
  `cluster_name` varchar(255) DEFAULT NULL,
  `zone_name` varchar(255) DEFAULT NULL,
  `policy_version` bigint(20) DEFAULT NULL,
  PRIMARY KEY (`id`),
  KEY `x_policy_export_audit_FK_added_by_id` (`added_by_id`),
  KEY `x_policy_export_audit_FK_upd_by_id` (`upd_by_id`),
  KEY `x_policy_export_audit_cr_time` (`create_time`),
  KEY `x_policy_export_audit_up_time` (`update_time`),
  CONSTRAINT `x_policy_export_audit_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_policy_export_audit_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_policy_export_audit`
--

LOCK TABLES `x_policy_export_audit` WRITE;
/*!40000 ALTER TABLE `x_policy_export_audit` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_policy_export_audit` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_policy_item`
--

DROP TABLE IF EXISTS `x_policy_item`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_policy_item` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `guid` varchar(1024) DEFAULT NULL,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `policy_id` bigint(20) NOT NULL,
  `delegate_admin` tinyint(1) NOT NULL DEFAULT 0,
  `sort_order` int(11) DEFAULT 0,
  `item_type` int(11) NOT NULL DEFAULT 0,
  `is_enabled` tinyint(1) NOT NULL DEFAULT 1,
  `comments` varchar(255) DEFAULT NULL,
  PRIMARY KEY (`id`),
  KEY `x_policy_item_FK_added_by_id` (`added_by_id`),
  KEY `x_policy_item_FK_upd_by_id` (`upd_by_id`),
  KEY `x_policy_item_IDX_policy_id` (`policy_id`),
  CONSTRAINT `x_policy_item_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_policy_item_FK_policy_id` FOREIGN KEY (`policy_id`) REFERENCES `x_policy` (`id`),
  CONSTRAINT `x_policy_item_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_policy_item`
--

LOCK TABLES `x_policy_item` WRITE;
/*!40000 ALTER TABLE `x_policy_item` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_policy_item` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_policy_item_access`
--

DROP TABLE IF EXISTS `x_policy_item_access`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_policy_item_access` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `guid` varchar(1024) DEFAULT NULL,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `policy_item_id` bigint(20) NOT NULL,
  `type` bigint(20) NOT NULL,
  `is_allowed` tinyint(11) NOT NULL DEFAULT 0,
  `sort_order` int(11) DEFAULT 0,
  PRIMARY KEY (`id`),
  KEY `x_policy_item_access_FK_added_by_id` (`added_by_id`),
  KEY `x_policy_item_access_FK_upd_by_id` (`upd_by_id`),
  KEY `x_policy_item_access_IDX_policy_item_id` (`policy_item_id`),
  KEY `x_policy_item_access_IDX_type` (`type`),
  CONSTRAINT `x_policy_item_access_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_policy_item_access_FK_atd_id` FOREIGN KEY (`type`) REFERENCES `x_access_type_def` (`id`),
  CONSTRAINT `x_policy_item_access_FK_pi_id` FOREIGN KEY (`policy_item_id`) REFERENCES `x_policy_item` (`id`),
  CONSTRAINT `x_policy_item_access_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_policy_item_access`
--

LOCK TABLES `x_policy_item_access` WRITE;
/*!40000 ALTER TABLE `x_policy_item_access` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_policy_item_access` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_policy_item_condition`
--

DROP TABLE IF EXISTS `x_policy_item_condition`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_policy_item_condition` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `guid` varchar(1024) DEFAULT NULL,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `policy_item_id` bigint(20) NOT NULL,
  `type` bigint(20) NOT NULL,
  `value` varchar(1024) DEFAULT NULL,
  `sort_order` int(11) DEFAULT 0,
  PRIMARY KEY (`id`),
  KEY `x_policy_item_condition_FK_added_by_id` (`added_by_id`),
  KEY `x_policy_item_condition_FK_upd_by_id` (`upd_by_id`),
  KEY `x_policy_item_condition_IDX_policy_item_id` (`policy_item_id`),
  KEY `x_policy_item_condition_IDX_type` (`type`),
  CONSTRAINT `x_policy_item_condition_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_policy_item_condition_FK_pcd_id` FOREIGN KEY (`type`) REFERENCES `x_policy_condition_def` (`id`),
  CONSTRAINT `x_policy_item_condition_FK_pi_id` FOREIGN KEY (`policy_item_id`) REFERENCES `x_policy_item` (`id`),
  CONSTRAINT `x_policy_item_condition_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_policy_item_condition`
--

LOCK TABLES `x_policy_item_condition` WRITE;
/*!40000 ALTER TABLE `x_policy_item_condition` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_policy_item_condition` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_policy_item_datamask`
--

DROP TABLE IF EXISTS `x_policy_item_datamask`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_policy_item_datamask` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `guid` varchar(64) DEFAULT NULL,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `policy_item_id` bigint(20) NOT NULL,
  `type` bigint(20) NOT NULL,
  `condition_expr` varchar(1024) DEFAULT NULL,
  `value_expr` varchar(1024) DEFAULT NULL,
  PRIMARY KEY (`id`),
  KEY `x_policy_item_datamask_FK_type` (`type`),
  KEY `x_policy_item_datamask_FK_added_by_id` (`added_by_id`),
  KEY `x_policy_item_datamask_FK_upd_by_id` (`upd_by_id`),
  KEY `x_policy_item_datamask_IDX_policy_item_id` (`policy_item_id`),
  CONSTRAINT `x_policy_item_datamask_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_policy_item_datamask_FK_policy_item_id` FOREIGN KEY (`policy_item_id`) REFERENCES `x_policy_item` (`id`),
  CONSTRAINT `x_policy_item_datamask_FK_type` FOREIGN KEY (`type`) REFERENCES `x_datamask_type_def` (`id`),
  CONSTRAINT `x_policy_item_datamask_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_policy_item_datamask`
--

LOCK TABLES `x_policy_item_datamask` WRITE;
/*!40000 ALTER TABLE `x_policy_item_datamask` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_policy_item_datamask` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_policy_item_group_perm`
--

DROP TABLE IF EXISTS `x_policy_item_group_perm`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_policy_item_group_perm` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `guid` varchar(1024) DEFAULT NULL,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `policy_item_id` bigint(20) NOT NULL,
  `group_id` bigint(20) DEFAULT NULL,
  `sort_order` int(11) DEFAULT 0,
  PRIMARY KEY (`id`),
  KEY `x_policy_item_group_perm_FK_added_by_id` (`added_by_id`),
  KEY `x_policy_item_group_perm_FK_upd_by_id` (`upd_by_id`),
  KEY `x_policy_item_group_perm_IDX_policy_item_id` (`policy_item_id`),
  KEY `x_policy_item_group_perm_IDX_group_id` (`group_id`),
  CONSTRAINT `x_policy_item_group_perm_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_policy_item_group_perm_FK_group_id` FOREIGN KEY (`group_id`) REFERENCES `x_group` (`id`),
  CONSTRAINT `x_policy_item_group_perm_FK_pi_id` FOREIGN KEY (`policy_item_id`) REFERENCES `x_policy_item` (`id`),
  CONSTRAINT `x_policy_item_group_perm_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_policy_item_group_perm`
--

LOCK TABLES `x_policy_item_group_perm` WRITE;
/*!40000 ALTER TABLE `x_policy_item_group_perm` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_policy_item_group_perm` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_policy_item_rowfilter`
--

DROP TABLE IF EXISTS `x_policy_item_rowfilter`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_policy_item_rowfilter` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `guid` varchar(64) DEFAULT NULL,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `policy_item_id` bigint(20) NOT NULL,
  `filter_expr` varchar(1024) DEFAULT NULL,
  PRIMARY KEY (`id`),
  KEY `x_policy_item_rowfilter_FK_added_by_id` (`added_by_id`),
  KEY `x_policy_item_rowfilter_FK_upd_by_id` (`upd_by_id`),
  KEY `x_policy_item_rowfilter_IDX_policy_item_id` (`policy_item_id`),
  CONSTRAINT `x_policy_item_rowfilter_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_policy_item_rowfilter_FK_policy_item_id` FOREIGN KEY (`policy_item_id`) REFERENCES `x_policy_item` (`id`),
  CONSTRAINT `x_policy_item_rowfilter_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_policy_item_rowfilter`
--

LOCK TABLES `x_policy_item_rowfilter` WRITE;
/*!40000 ALTER TABLE `x_policy_item_rowfilter` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_policy_item_rowfilter` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_policy_item_user_perm`
--

DROP TABLE IF EXISTS `x_policy_item_user_perm`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_policy_item_user_perm` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `guid` varchar(1024) DEFAULT NULL,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `policy_item_id` bigint(20) NOT NULL,
  `user_id` bigint(20) DEFAULT NULL,
  `sort_order` int(11) DEFAULT 0,
  PRIMARY KEY (`id`),
  KEY `x_policy_item_user_perm_FK_added_by_id` (`added_by_id`),
  KEY `x_policy_item_user_perm_FK_upd_by_id` (`upd_by_id`),
  KEY `x_policy_item_user_perm_IDX_policy_item_id` (`policy_item_id`),
  KEY `x_policy_item_user_perm_IDX_user_id` (`user_id`),
  CONSTRAINT `x_policy_item_user_perm_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_policy_item_user_perm_FK_pi_id` FOREIGN KEY (`policy_item_id`) REFERENCES `x_policy_item` (`id`),
  CONSTRAINT `x_policy_item_user_perm_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_policy_item_user_perm_FK_user_id` FOREIGN KEY (`user_id`) REFERENCES `x_user` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_policy_item_user_perm`
--

LOCK TABLES `x_policy_item_user_perm` WRITE;
/*!40000 ALTER TABLE `x_policy_item_user_perm` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_policy_item_user_perm` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_policy_label`
--

DROP TABLE IF EXISTS `x_policy_label`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_policy_label` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `guid` varchar(1024) DEFAULT NULL,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `label_name` varchar(512) DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `x_policy_label_UK_label_name` (`label_name`),
  KEY `x_policy_label_added_by_id` (`added_by_id`),
  KEY `x_policy_label_upd_by_id` (`upd_by_id`),
  KEY `x_policy_label_cr_time` (`create_time`),
  KEY `x_policy_label_up_time` (`update_time`),
  KEY `x_policy_label_name` (`label_name`),
  KEY `x_policy_label_label_id` (`id`),
  KEY `x_policy_label_label_name` (`label_name`),
  CONSTRAINT `x_policy_label_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_policy_label_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_policy_label`
--

LOCK TABLES `x_policy_label` WRITE;
/*!40000 ALTER TABLE `x_policy_label` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_policy_label` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_policy_label_map`
--

DROP TABLE IF EXISTS `x_policy_label_map`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_policy_label_map` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `guid` varchar(1024) DEFAULT NULL,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `policy_id` bigint(20) DEFAULT NULL,
  `policy_label_id` bigint(20) DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `x_policy_label_map_pid_plid` (`policy_id`,`policy_label_id`),
  KEY `x_policy_label_map_added_by_id` (`added_by_id`),
  KEY `x_policy_label_map_upd_by_id` (`upd_by_id`),
  KEY `x_policy_label_map_cr_time` (`create_time`),
  KEY `x_policy_label_map_up_time` (`update_time`),
  KEY `x_policy_label_map_FK_policy_label_id` (`policy_label_id`),
  KEY `x_policy_label_label_map_id` (`id`),
  CONSTRAINT `x_policy_label_map_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_policy_label_map_FK_policy_id` FOREIGN KEY (`policy_id`) REFERENCES `x_policy` (`id`),
  CONSTRAINT `x_policy_label_map_FK_policy_label_id` FOREIGN KEY (`policy_label_id`) REFERENCES `x_policy_label` (`id`),
  CONSTRAINT `x_policy_label_map_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_policy_label_map`
--

LOCK TABLES `x_policy_label_map` WRITE;
/*!40000 ALTER TABLE `x_policy_label_map` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_policy_label_map` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_policy_ref_access_type`
--

DROP TABLE IF EXISTS `x_policy_ref_access_type`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_policy_ref_access_type` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `policy_id` bigint(20) NOT NULL,
  `access_def_id` bigint(20) NOT NULL,
  `access_type_name` varchar(4000) DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `x_policy_ref_access_UK_polId_accessDefId` (`policy_id`,`access_def_id`),
  KEY `x_policy_ref_access_FK_access_def_id` (`access_def_id`),
  CONSTRAINT `x_policy_ref_access_FK_access_def_id` FOREIGN KEY (`access_def_id`) REFERENCES `x_access_type_def` (`id`),
  CONSTRAINT `x_policy_ref_access_FK_policy_id` FOREIGN KEY (`policy_id`) REFERENCES `x_policy` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_policy_ref_access_type`
--

LOCK TABLES `x_policy_ref_access_type` WRITE;
/*!40000 ALTER TABLE `x_policy_ref_access_type` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_policy_ref_access_type` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_policy_ref_condition`
--

DROP TABLE IF EXISTS `x_policy_ref_condition`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_policy_ref_condition` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `policy_id` bigint(20) NOT NULL,
  `condition_def_id` bigint(20) NOT NULL,
  `condition_name` varchar(4000) DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `x_policy_ref_condition_UK_polId_condDefId` (`policy_id`,`condition_def_id`),
  KEY `x_policy_ref_condition_FK_condition_def_id` (`condition_def_id`),
  CONSTRAINT `x_policy_ref_condition_FK_condition_def_id` FOREIGN KEY (`condition_def_id`) REFERENCES `x_policy_condition_def` (`id`),
  CONSTRAINT `x_policy_ref_condition_FK_policy_id` FOREIGN KEY (`policy_id`) REFERENCES `x_policy` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_policy_ref_condition`
--

LOCK TABLES `x_policy_ref_condition` WRITE;
/*!40000 ALTER TABLE `x_policy_ref_condition` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_policy_ref_condition` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_policy_ref_datamask_type`
--

DROP TABLE IF EXISTS `x_policy_ref_datamask_type`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_policy_ref_datamask_type` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `policy_id` bigint(20) NOT NULL,
  `datamask_def_id` bigint(20) NOT NULL,
  `datamask_type_name` varchar(4000) DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `x_policy_ref_datamask_UK_polId_dmaskDefId` (`policy_id`,`datamask_def_id`),
  KEY `x_policy_ref_datamask_FK_datamask_def_id` (`datamask_def_id`),
  CONSTRAINT `x_policy_ref_datamask_FK_datamask_def_id` FOREIGN KEY (`datamask_def_id`) REFERENCES `x_datamask_type_def` (`id`),
  CONSTRAINT `x_policy_ref_datamask_FK_policy_id` FOREIGN KEY (`policy_id`) REFERENCES `x_policy` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_policy_ref_datamask_type`
--

LOCK TABLES `x_policy_ref_datamask_type` WRITE;
/*!40000 ALTER TABLE `x_policy_ref_datamask_type` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_policy_ref_datamask_type` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_policy_ref_group`
--

DROP TABLE IF EXISTS `x_policy_ref_group`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_policy_ref_group` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `policy_id` bigint(20) NOT NULL,
  `group_id` bigint(20) NOT NULL,
  `group_name` varchar(4000) DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `x_policy_ref_group_UK_polId_groupId` (`policy_id`,`group_id`),
  KEY `x_policy_ref_group_FK_group_id` (`group_id`),
  CONSTRAINT `x_policy_ref_group_FK_group_id` FOREIGN KEY (`group_id`) REFERENCES `x_group` (`id`),
  CONSTRAINT `x_policy_ref_group_FK_policy_id` FOREIGN KEY (`policy_id`) REFERENCES `x_policy` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_policy_ref_group`
--

LOCK TABLES `x_policy_ref_group` WRITE;
/*!40000 ALTER TABLE `x_policy_ref_group` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_policy_ref_group` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_policy_ref_resource`
--

DROP TABLE IF EXISTS `x_policy_ref_resource`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_policy_ref_resource` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `policy_id` bigint(20) NOT NULL,
  `resource_def_id` bigint(20) NOT NULL,
  `resource_name` varchar(4000) DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `x_policy_ref_res_UK_polId_resDefId` (`policy_id`,`resource_def_id`),
  KEY `x_policy_ref_res_FK_resource_def_id` (`resource_def_id`),
  CONSTRAINT `x_policy_ref_res_FK_policy_id` FOREIGN KEY (`policy_id`) REFERENCES `x_policy` (`id`),
  CONSTRAINT `x_policy_ref_res_FK_resource_def_id` FOREIGN KEY (`resource_def_id`) REFERENCES `x_resource_def` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_policy_ref_resource`
--

LOCK TABLES `x_policy_ref_resource` WRITE;
/*!40000 ALTER TABLE `x_policy_ref_resource` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_policy_ref_resource` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_policy_ref_role`
--

DROP TABLE IF EXISTS `x_policy_ref_role`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_policy_ref_role` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `policy_id` bigint(20) NOT NULL,
  `role_id` bigint(20) NOT NULL,
  `role_name` varchar(255) DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `x_policy_ref_role_UK_polId_roleId` (`policy_id`,`role_id`),
  KEY `x_policy_ref_role_FK_role_id` (`role_id`),
  CONSTRAINT `x_policy_ref_role_FK_policy_id` FOREIGN KEY (`policy_id`) REFERENCES `x_policy` (`id`),
  CONSTRAINT `x_policy_ref_role_FK_role_id` FOREIGN KEY (`role_id`) REFERENCES `x_role` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_policy_ref_role`
--

LOCK TABLES `x_policy_ref_role` WRITE;
/*!40000 ALTER TABLE `x_policy_ref_role` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_policy_ref_role` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_policy_ref_user`
--

DROP TABLE IF EXISTS `x_policy_ref_user`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_policy_ref_user` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `policy_id` bigint(20) NOT NULL,
  `user_id` bigint(20) NOT NULL,
  `user_name` varchar(4000) DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `x_policy_ref_user_UK_polId_userId` (`policy_id`,`user_id`),
  KEY `x_policy_ref_user_FK_user_id` (`user_id`),
  CONSTRAINT `x_policy_ref_user_FK_policy_id` FOREIGN KEY (`policy_id`) REFERENCES `x_policy` (`id`),
  CONSTRAINT `x_policy_ref_user_FK_user_id` FOREIGN KEY (`user_id`) REFERENCES `x_user` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_policy_ref_user`
--

LOCK TABLES `x_policy_ref_user` WRITE;
/*!40000 ALTER TABLE `x_policy_ref_user` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_policy_ref_user` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_policy_resource`
--

DROP TABLE IF EXISTS `x_policy_resource`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_policy_resource` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `guid` varchar(1024) DEFAULT NULL,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `policy_id` bigint(20) NOT NULL,
  `res_def_id` bigint(20) NOT NULL,
  `is_excludes` tinyint(1) NOT NULL DEFAULT 0,
  `is_recursive` tinyint(1) NOT NULL DEFAULT 0,
  PRIMARY KEY (`id`),
  KEY `x_policy_resource_FK_added_by_id` (`added_by_id`),
  KEY `x_policy_resource_FK_upd_by_id` (`upd_by_id`),
  KEY `x_policy_resource_IDX_policy_id` (`policy_id`),
  KEY `x_policy_resource_IDX_res_def_id` (`res_def_id`),
  CONSTRAINT `x_policy_resource_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_policy_resource_FK_policy_id` FOREIGN KEY (`policy_id`) REFERENCES `x_policy` (`id`),
  CONSTRAINT `x_policy_resource_FK_res_def_id` FOREIGN KEY (`res_def_id`) REFERENCES `x_resource_def` (`id`),
  CONSTRAINT `x_policy_resource_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_policy_resource`
--

LOCK TABLES `x_policy_resource` WRITE;
/*!40000 ALTER TABLE `x_policy_resource` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_policy_resource` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_policy_resource_map`
--

DROP TABLE IF EXISTS `x_policy_resource_map`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_policy_resource_map` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `guid` varchar(1024) DEFAULT NULL,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `resource_id` bigint(20) NOT NULL,
  `value` varchar(1024) DEFAULT NULL,
  `sort_order` int(11) DEFAULT 0,
  PRIMARY KEY (`id`),
  KEY `x_policy_resource_map_FK_added_by_id` (`added_by_id`),
  KEY `x_policy_resource_map_FK_upd_by_id` (`upd_by_id`),
  KEY `x_policy_resource_map_IDX_resource_id` (`resource_id`),
  CONSTRAINT `x_policy_resource_map_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_policy_resource_map_FK_resource_id` FOREIGN KEY (`resource_id`) REFERENCES `x_policy_resource` (`id`),
  CONSTRAINT `x_policy_resource_map_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_policy_resource_map`
--

LOCK TABLES `x_policy_resource_map` WRITE;
/*!40000 ALTER TABLE `x_policy_resource_map` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_policy_resource_map` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_portal_user`
--

DROP TABLE IF EXISTS `x_portal_user`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_portal_user` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `first_name` varchar(1022) DEFAULT NULL,
  `last_name` varchar(1022) DEFAULT NULL,
  `pub_scr_name` varchar(2048) DEFAULT NULL,
  `login_id` varchar(767) DEFAULT NULL,
  `password` varchar(512) NOT NULL,
  `email` varchar(512) DEFAULT NULL,
  `status` int(11) NOT NULL DEFAULT 0,
  `user_src` int(11) NOT NULL DEFAULT 0,
  `notes` text DEFAULT NULL,
  `other_attributes` text DEFAULT NULL,
  `sync_source` text DEFAULT NULL,
  `old_passwords` text DEFAULT NULL,
  `password_updated_time` datetime DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `x_portal_user_UK_login_id` (`login_id`),
  UNIQUE KEY `x_portal_user_UK_email` (`email`),
  KEY `x_portal_user_FK_added_by_id` (`added_by_id`),
  KEY `x_portal_user_FK_upd_by_id` (`upd_by_id`),
  KEY `x_portal_user_cr_time` (`create_time`),
  KEY `x_portal_user_up_time` (`update_time`),
  KEY `x_portal_user_name` (`first_name`(767)),
  KEY `x_portal_user_email` (`email`),
  CONSTRAINT `x_portal_user_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_portal_user_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`)
) ENGINE=InnoDB AUTO_INCREMENT=5 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_portal_user`
--

LOCK TABLES `x_portal_user` WRITE;
/*!40000 ALTER TABLE `x_portal_user` DISABLE KEYS */;
INSERT INTO `x_portal_user` VALUES
(1,'2026-12-03 09:46:04','2026-12-03 09:46:04',NULL,NULL,'Admin','','Admin','admin','ceb4f32325eda6142bd65215f4c0f371','',1,0,NULL,NULL,NULL,NULL,NULL),
(2,'2026-12-03 09:46:04','2026-12-03 09:46:04',NULL,NULL,'rangerusersync','','rangerusersync','rangerusersync','70b8374d3dfe0325aaa5002a688c7e3b','rangerusersync',1,0,NULL,NULL,NULL,NULL,NULL),
(3,'2026-12-03 09:46:04','2026-12-03 09:46:04',NULL,NULL,'keyadmin','','keyadmin','keyadmin','a05f34d2dce2b4688fa82e82a89ba958','keyadmin',1,0,NULL,NULL,NULL,NULL,NULL),
(4,'2026-12-03 09:46:04','2026-12-03 09:46:04',NULL,NULL,'rangertagsync','','rangertagsync','rangertagsync','f5820e1229418dcf2575908f2c493da5','rangertagsync',1,0,NULL,NULL,NULL,NULL,NULL);
/*!40000 ALTER TABLE `x_portal_user` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_portal_user_role`
--

DROP TABLE IF EXISTS `x_portal_user_role`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_portal_user_role` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `user_id` bigint(20) NOT NULL,
  `user_role` varchar(128) DEFAULT NULL,
  `status` int(11) NOT NULL DEFAULT 0,
  PRIMARY KEY (`id`),
  KEY `x_portal_user_role_FK_added_by_id` (`added_by_id`),
  KEY `x_portal_user_role_FK_upd_by_id` (`upd_by_id`),
  KEY `x_portal_user_role_FK_user_id` (`user_id`),
  KEY `x_portal_user_role_cr_time` (`create_time`),
  KEY `x_portal_user_role_up_time` (`update_time`),
  CONSTRAINT `x_portal_user_role_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_portal_user_role_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_portal_user_role_FK_user_id` FOREIGN KEY (`user_id`) REFERENCES `x_portal_user` (`id`)
) ENGINE=InnoDB AUTO_INCREMENT=5 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_portal_user_role`
--

LOCK TABLES `x_portal_user_role` WRITE;
/*!40000 ALTER TABLE `x_portal_user_role` DISABLE KEYS */;
INSERT INTO `x_portal_user_role` VALUES
(1,'2026-12-03 09:46:04','2026-12-03 09:46:04',NULL,NULL,1,'ROLE_SYS_ADMIN',1),
(2,'2026-12-03 09:46:04','2026-12-03 09:46:04',NULL,NULL,2,'ROLE_SYS_ADMIN',1),
(3,'2026-12-03 09:46:04','2026-12-03 09:46:04',NULL,NULL,3,'ROLE_KEY_ADMIN',1),
(4,'2026-12-03 09:46:04','2026-12-03 09:46:04',NULL,NULL,4,'ROLE_SYS_ADMIN',1);
/*!40000 ALTER TABLE `x_portal_user_role` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_ranger_global_state`
--

DROP TABLE IF EXISTS `x_ranger_global_state`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_ranger_global_state` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `version` bigint(20) DEFAULT NULL,
  `state_name` varchar(255) NOT NULL,
  `app_data` varchar(255) DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `x_ranger_global_state_UK_state_name` (`state_name`),
  KEY `x_ranger_global_state_FK_added_by_id` (`added_by_id`),
  KEY `x_ranger_global_state_FK_upd_by_id` (`upd_by_id`),
  CONSTRAINT `x_ranger_global_state_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_ranger_global_state_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`)
) ENGINE=InnoDB AUTO_INCREMENT=4 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_ranger_global_state`
--

LOCK TABLES `x_ranger_global_state` WRITE;
/*!40000 ALTER TABLE `x_ranger_global_state` DISABLE KEYS */;
INSERT INTO `x_ranger_global_state` VALUES
(1,'2026-12-03 09:46:04','2026-12-03 09:46:04',1,1,1,'RangerRole','{\"Version\":\"1\"}'),
(2,'2026-12-03 09:46:04','2026-12-03 09:46:04',1,1,1,'RangerUserStore','{\"Version\":\"1\"}'),
(3,'2026-12-03 09:46:04','2026-12-03 09:46:04',1,1,1,'RangerSecurityZone','{\"Version\":\"1\"}');
/*!40000 ALTER TABLE `x_ranger_global_state` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_resource`
--

DROP TABLE IF EXISTS `x_resource`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_resource` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `res_name` varchar(4000) DEFAULT NULL,
  `descr` varchar(4000) DEFAULT NULL,
  `res_type` int(11) NOT NULL DEFAULT 0,
  `asset_id` bigint(20) NOT NULL,
  `parent_id` bigint(20) DEFAULT NULL,
  `parent_path` varchar(4000) DEFAULT NULL,
  `is_encrypt` int(11) NOT NULL DEFAULT 0,
  `is_recursive` int(11) NOT NULL DEFAULT 0,
  `res_group` varchar(1024) DEFAULT NULL,
  `res_dbs` text DEFAULT NULL,
  `res_tables` text DEFAULT NULL,
  `res_col_fams` text DEFAULT NULL,
  `res_cols` text DEFAULT NULL,
  `res_udfs` text DEFAULT NULL,
  `res_status` int(11) NOT NULL DEFAULT 1,
  `table_type` int(11) NOT NULL DEFAULT 0,
  `col_type` int(11) NOT NULL DEFAULT 0,
  `policy_name` varchar(500) DEFAULT NULL,
  `res_topologies` text DEFAULT NULL,
  `res_services` text DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `x_resource_UK_policy_name` (`policy_name`),
  KEY `x_resource_FK_added_by_id` (`added_by_id`),
  KEY `x_resource_FK_upd_by_id` (`upd_by_id`),
  KEY `x_resource_FK_asset_id` (`asset_id`),
  KEY `x_resource_FK_parent_id` (`parent_id`),
  KEY `x_resource_cr_time` (`create_time`),
  KEY `x_resource_up_time` (`update_time`),
  CONSTRAINT `x_resource_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_resource_FK_asset_id` FOREIGN KEY (`asset_id`) REFERENCES `x_asset` (`id`),
  CONSTRAINT `x_resource_FK_parent_id` FOREIGN KEY (`parent_id`) REFERENCES `x_resource` (`id`),
  CONSTRAINT `x_resource_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_resource`
--

LOCK TABLES `x_resource` WRITE;
/*!40000 ALTER TABLE `x_resource` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_resource` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_resource_def`
--

DROP TABLE IF EXISTS `x_resource_def`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_resource_def` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `guid` varchar(1024) DEFAULT NULL,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `def_id` bigint(20) NOT NULL,
  `item_id` bigint(20) NOT NULL,
  `name` varchar(1024) DEFAULT NULL,
  `type` varchar(1024) DEFAULT NULL,
  `res_level` bigint(20) DEFAULT NULL,
  `parent` bigint(20) DEFAULT NULL,
  `mandatory` tinyint(1) NOT NULL DEFAULT 0,
  `look_up_supported` tinyint(1) NOT NULL DEFAULT 0,
  `recursive_supported` tinyint(1) NOT NULL DEFAULT 0,
  `excludes_supported` tinyint(1) NOT NULL DEFAULT 0,
  `matcher` varchar(1024) DEFAULT NULL,
  `matcher_options` varchar(1024) DEFAULT NULL,
  `validation_reg_ex` varchar(1024) DEFAULT NULL,
  `validation_message` varchar(1024) DEFAULT NULL,
  `ui_hint` varchar(1024) DEFAULT NULL,
  `label` varchar(1024) DEFAULT NULL,
  `description` varchar(1024) DEFAULT NULL,
  `rb_key_label` varchar(1024) DEFAULT NULL,
  `rb_key_description` varchar(1024) DEFAULT NULL,
  `rb_key_validation_message` varchar(1024) DEFAULT NULL,
  `sort_order` int(11) DEFAULT 0,
  `datamask_options` varchar(1024) DEFAULT NULL,
  `rowfilter_options` varchar(1024) DEFAULT NULL,
  PRIMARY KEY (`id`),
  KEY `x_resource_def_FK_parent` (`parent`),
  KEY `x_resource_def_FK_added_by_id` (`added_by_id`),
  KEY `x_resource_def_FK_upd_by_id` (`upd_by_id`),
  KEY `x_resource_def_IDX_def_id` (`def_id`),
  CONSTRAINT `x_resource_def_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_resource_def_FK_defid` FOREIGN KEY (`def_id`) REFERENCES `x_service_def` (`id`),
  CONSTRAINT `x_resource_def_FK_parent` FOREIGN KEY (`parent`) REFERENCES `x_resource_def` (`id`),
  CONSTRAINT `x_resource_def_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_resource_def`
--

LOCK TABLES `x_resource_def` WRITE;
/*!40000 ALTER TABLE `x_resource_def` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_resource_def` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_rms_mapping_provider`
--

DROP TABLE IF EXISTS `x_rms_mapping_provider`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_rms_mapping_provider` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `change_timestamp` timestamp NULL DEFAULT NULL,
  `name` varchar(128) NOT NULL,
  `last_known_version` bigint(20) NOT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `x_rms_mapping_provider_UK_name` (`name`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_rms_mapping_provider`
--

LOCK TABLES `x_rms_mapping_provider` WRITE;
/*!40000 ALTER TABLE `x_rms_mapping_provider` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_rms_mapping_provider` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_rms_notification`
--

DROP TABLE IF EXISTS `x_rms_notification`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_rms_notification` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `hms_name` varchar(128) DEFAULT NULL,
  `notification_id` bigint(20) DEFAULT NULL,
  `change_timestamp` timestamp NULL DEFAULT NULL,
  `change_type` varchar(64) DEFAULT NULL,
  `hl_resource_id` bigint(20) DEFAULT NULL,
  `hl_service_id` bigint(20) DEFAULT NULL,
  `ll_resource_id` bigint(20) DEFAULT NULL,
  `ll_service_id` bigint(20) DEFAULT NULL,
  PRIMARY KEY (`id`),
  KEY `x_rms_notification_IDX_notification_id` (`notification_id`),
  KEY `x_rms_notification_IDX_hms_name_notification_id` (`hms_name`,`notification_id`),
  KEY `x_rms_notification_IDX_hl_service_id` (`hl_service_id`),
  KEY `x_rms_notification_IDX_ll_service_id` (`ll_service_id`),
  CONSTRAINT `x_rms_notification_FK_hl_service_id` FOREIGN KEY (`hl_service_id`) REFERENCES `x_service` (`id`),
  CONSTRAINT `x_rms_notification_FK_ll_service_id` FOREIGN KEY (`ll_service_id`) REFERENCES `x_service` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_rms_notification`
--

LOCK TABLES `x_rms_notification` WRITE;
/*!40000 ALTER TABLE `x_rms_notification` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_rms_notification` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_rms_resource_mapping`
--

DROP TABLE IF EXISTS `x_rms_resource_mapping`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_rms_resource_mapping` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `change_timestamp` timestamp NULL DEFAULT NULL,
  `hl_resource_id` bigint(20) NOT NULL,
  `ll_resource_id` bigint(20) NOT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `x_rms_res_map_UK_hl_res_id_ll_res_id` (`hl_resource_id`,`ll_resource_id`),
  KEY `x_rms_resource_mapping_IDX_hl_resource_id` (`hl_resource_id`),
  KEY `x_rms_resource_mapping_IDX_ll_resource_id` (`ll_resource_id`),
  CONSTRAINT `x_rms_res_map_FK_hl_res_id` FOREIGN KEY (`hl_resource_id`) REFERENCES `x_rms_service_resource` (`id`),
  CONSTRAINT `x_rms_res_map_FK_ll_res_id` FOREIGN KEY (`ll_resource_id`) REFERENCES `x_rms_service_resource` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_rms_resource_mapping`
--

LOCK TABLES `x_rms_resource_mapping` WRITE;
/*!40000 ALTER TABLE `x_rms_resource_mapping` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_rms_resource_mapping` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_rms_service_resource`
--

DROP TABLE IF EXISTS `x_rms_service_resource`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_rms_service_resource` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `guid` varchar(64) NOT NULL,
  `create_time` timestamp NULL DEFAULT NULL,
  `update_time` timestamp NULL DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `version` bigint(20) DEFAULT NULL,
  `service_id` bigint(20) NOT NULL,
  `resource_signature` varchar(128) DEFAULT NULL,
  `is_enabled` tinyint(1) NOT NULL DEFAULT 1,
  `service_resource_elements_text` text DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `x_rms_service_res_UK_guid` (`guid`),
  UNIQUE KEY `x_rms_service_resource_UK_resource_signature` (`resource_signature`),
  KEY `x_rms_service_resource_IDX_service_id` (`service_id`),
  CONSTRAINT `x_rms_service_res_FK_service_id` FOREIGN KEY (`service_id`) REFERENCES `x_service` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_rms_service_resource`
--

LOCK TABLES `x_rms_service_resource` WRITE;
/*!40000 ALTER TABLE `x_rms_service_resource` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_rms_service_resource` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_role`
--

DROP TABLE IF EXISTS `x_role`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_role` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `version` bigint(20) DEFAULT NULL,
  `name` varchar(255) NOT NULL,
  `description` varchar(1024) DEFAULT NULL,
  `role_options` varchar(4000) DEFAULT NULL,
  `role_text` mediumtext DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `x_role_UK_name` (`name`(190)),
  KEY `x_role_FK_added_by_id` (`added_by_id`),
  KEY `x_role_FK_upd_by_id` (`upd_by_id`),
  CONSTRAINT `x_role_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_role_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_role`
--

LOCK TABLES `x_role` WRITE;
/*!40000 ALTER TABLE `x_role` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_role` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_role_ref_group`
--

DROP TABLE IF EXISTS `x_role_ref_group`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_role_ref_group` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `role_id` bigint(20) NOT NULL,
  `group_id` bigint(20) DEFAULT NULL,
  `group_name` varchar(767) DEFAULT NULL,
  `priv_type` int(10) DEFAULT NULL,
  PRIMARY KEY (`id`),
  KEY `x_role_ref_group_FK_role_id` (`role_id`),
  KEY `x_role_ref_group_FK_group_id` (`group_id`),
  CONSTRAINT `x_role_ref_group_FK_group_id` FOREIGN KEY (`group_id`) REFERENCES `x_group` (`id`),
  CONSTRAINT `x_role_ref_group_FK_role_id` FOREIGN KEY (`role_id`) REFERENCES `x_role` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_role_ref_group`
--

LOCK TABLES `x_role_ref_group` WRITE;
/*!40000 ALTER TABLE `x_role_ref_group` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_role_ref_group` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_role_ref_role`
--

DROP TABLE IF EXISTS `x_role_ref_role`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_role_ref_role` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `role_ref_id` bigint(20) DEFAULT NULL,
  `role_id` bigint(20) NOT NULL,
  `role_name` varchar(255) DEFAULT NULL,
  `priv_type` int(10) DEFAULT NULL,
  PRIMARY KEY (`id`),
  KEY `x_role_ref_role_FK_role_ref_id` (`role_ref_id`),
  CONSTRAINT `x_role_ref_role_FK_role_ref_id` FOREIGN KEY (`role_ref_id`) REFERENCES `x_role` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_role_ref_role`
--

LOCK TABLES `x_role_ref_role` WRITE;
/*!40000 ALTER TABLE `x_role_ref_role` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_role_ref_role` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_role_ref_user`
--

DROP TABLE IF EXISTS `x_role_ref_user`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_role_ref_user` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `role_id` bigint(20) NOT NULL,
  `user_id` bigint(20) DEFAULT NULL,
  `user_name` varchar(767) DEFAULT NULL,
  `priv_type` int(10) DEFAULT NULL,
  PRIMARY KEY (`id`),
  KEY `x_role_ref_user_FK_role_id` (`role_id`),
  KEY `x_role_ref_user_FK_user_id` (`user_id`),
  CONSTRAINT `x_role_ref_user_FK_role_id` FOREIGN KEY (`role_id`) REFERENCES `x_role` (`id`),
  CONSTRAINT `x_role_ref_user_FK_user_id` FOREIGN KEY (`user_id`) REFERENCES `x_user` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_role_ref_user`
--

LOCK TABLES `x_role_ref_user` WRITE;
/*!40000 ALTER TABLE `x_role_ref_user` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_role_ref_user` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_security_zone`
--

DROP TABLE IF EXISTS `x_security_zone`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_security_zone` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `version` bigint(20) DEFAULT NULL,
  `name` varchar(255) NOT NULL,
  `jsonData` mediumtext DEFAULT NULL,
  `gz_jsonData` longblob DEFAULT NULL,
  `description` varchar(1024) DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `x_security_zone_UK_name` (`name`(190)),
  KEY `x_security_zone_FK_added_by_id` (`added_by_id`),
  KEY `x_security_zone_FK_upd_by_id` (`upd_by_id`),
  CONSTRAINT `x_security_zone_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_security_zone_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`)
) ENGINE=InnoDB AUTO_INCREMENT=2 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_security_zone`
--

LOCK TABLES `x_security_zone` WRITE;
/*!40000 ALTER TABLE `x_security_zone` DISABLE KEYS */;
INSERT INTO `x_security_zone` VALUES
(1,'2026-12-03 09:46:04','2026-12-03 09:46:04',1,1,1,' ','',NULL,'Unzoned zone');
/*!40000 ALTER TABLE `x_security_zone` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_security_zone_ref_group`
--

DROP TABLE IF EXISTS `x_security_zone_ref_group`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_security_zone_ref_group` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `zone_id` bigint(20) DEFAULT NULL,
  `group_id` bigint(20) DEFAULT NULL,
  `group_name` varchar(255) DEFAULT NULL,
  `group_type` tinyint(3) DEFAULT NULL,
  PRIMARY KEY (`id`),
  KEY `x_sz_ref_group_FK_zone_id` (`zone_id`),
  KEY `x_sz_ref_group_FK_group_id` (`group_id`),
  CONSTRAINT `x_sz_ref_group_FK_group_id` FOREIGN KEY (`group_id`) REFERENCES `x_group` (`id`),
  CONSTRAINT `x_sz_ref_group_FK_zone_id` FOREIGN KEY (`zone_id`) REFERENCES `x_security_zone` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_security_zone_ref_group`
--

LOCK TABLES `x_security_zone_ref_group` WRITE;
/*!40000 ALTER TABLE `x_security_zone_ref_group` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_security_zone_ref_group` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_security_zone_ref_resource`
--

DROP TABLE IF EXISTS `x_security_zone_ref_resource`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_security_zone_ref_resource` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `zone_id` bigint(20) NOT NULL,
  `resource_def_id` bigint(20) NOT NULL,
  `resource_name` varchar(255) DEFAULT NULL,
  PRIMARY KEY (`id`),
  KEY `x_sz_ref_resource_FK_zone_id` (`zone_id`),
  KEY `x_sz_ref_resource_FK_resource_def_id` (`resource_def_id`),
  CONSTRAINT `x_sz_ref_resource_FK_resource_def_id` FOREIGN KEY (`resource_def_id`) REFERENCES `x_resource_def` (`id`),
  CONSTRAINT `x_sz_ref_resource_FK_zone_id` FOREIGN KEY (`zone_id`) REFERENCES `x_security_zone` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_security_zone_ref_resource`
--

LOCK TABLES `x_security_zone_ref_resource` WRITE;
/*!40000 ALTER TABLE `x_security_zone_ref_resource` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_security_zone_ref_resource` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_security_zone_ref_role`
--

DROP TABLE IF EXISTS `x_security_zone_ref_role`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_security_zone_ref_role` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `zone_id` bigint(20) DEFAULT NULL,
  `role_id` bigint(20) DEFAULT NULL,
  `role_name` varchar(255) DEFAULT NULL,
  PRIMARY KEY (`id`),
  KEY `x_sz_ref_role_FK_added_by_id` (`added_by_id`),
  KEY `x_sz_ref_role_FK_upd_by_id` (`upd_by_id`),
  KEY `x_sz_ref_role_FK_zone_id` (`zone_id`),
  KEY `x_sz_ref_role_FK_role_id` (`role_id`),
  CONSTRAINT `x_sz_ref_role_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_sz_ref_role_FK_role_id` FOREIGN KEY (`role_id`) REFERENCES `x_role` (`id`),
  CONSTRAINT `x_sz_ref_role_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_sz_ref_role_FK_zone_id` FOREIGN KEY (`zone_id`) REFERENCES `x_security_zone` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_security_zone_ref_role`
--

LOCK TABLES `x_security_zone_ref_role` WRITE;
/*!40000 ALTER TABLE `x_security_zone_ref_role` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_security_zone_ref_role` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_security_zone_ref_service`
--

DROP TABLE IF EXISTS `x_security_zone_ref_service`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_security_zone_ref_service` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `zone_id` bigint(20) DEFAULT NULL,
  `service_id` bigint(20) DEFAULT NULL,
  `service_name` varchar(255) DEFAULT NULL,
  PRIMARY KEY (`id`),
  KEY `x_sz_ref_service_FK_zone_id` (`zone_id`),
  KEY `x_sz_ref_service_FK_service_id` (`service_id`),
  KEY `x_sz_ref_service_FK_service_name` (`service_name`),
  CONSTRAINT `x_sz_ref_service_FK_service_id` FOREIGN KEY (`service_id`) REFERENCES `x_service` (`id`),
  CONSTRAINT `x_sz_ref_service_FK_service_name` FOREIGN KEY (`service_name`) REFERENCES `x_service` (`name`),
  CONSTRAINT `x_sz_ref_service_FK_zone_id` FOREIGN KEY (`zone_id`) REFERENCES `x_security_zone` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_security_zone_ref_service`
--

LOCK TABLES `x_security_zone_ref_service` WRITE;
/*!40000 ALTER TABLE `x_security_zone_ref_service` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_security_zone_ref_service` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_security_zone_ref_tag_srvc`
--

DROP TABLE IF EXISTS `x_security_zone_ref_tag_srvc`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_security_zone_ref_tag_srvc` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `zone_id` bigint(20) DEFAULT NULL,
  `tag_srvc_id` bigint(20) DEFAULT NULL,
  `tag_srvc_name` varchar(255) DEFAULT NULL,
  PRIMARY KEY (`id`),
  KEY `x_sz_ref_tag_service_FK_zone_id` (`zone_id`),
  KEY `x_sz_ref_tag_service_FK_tag_srvc_id` (`tag_srvc_id`),
  KEY `x_sz_ref_tag_service_FK_tag_srvc_name` (`tag_srvc_name`),
  CONSTRAINT `x_sz_ref_tag_service_FK_tag_srvc_id` FOREIGN KEY (`tag_srvc_id`) REFERENCES `x_service` (`id`),
  CONSTRAINT `x_sz_ref_tag_service_FK_tag_srvc_name` FOREIGN KEY (`tag_srvc_name`) REFERENCES `x_service` (`name`),
  CONSTRAINT `x_sz_ref_tag_service_FK_zone_id` FOREIGN KEY (`zone_id`) REFERENCES `x_security_zone` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_security_zone_ref_tag_srvc`
--

LOCK TABLES `x_security_zone_ref_tag_srvc` WRITE;
/*!40000 ALTER TABLE `x_security_zone_ref_tag_srvc` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_security_zone_ref_tag_srvc` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_security_zone_ref_user`
--

DROP TABLE IF EXISTS `x_security_zone_ref_user`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_security_zone_ref_user` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `zone_id` bigint(20) DEFAULT NULL,
  `user_id` bigint(20) DEFAULT NULL,
  `user_name` varchar(255) DEFAULT NULL,
  `user_type` tinyint(3) DEFAULT NULL,
  PRIMARY KEY (`id`),
  KEY `x_sz_ref_user_FK_zone_id` (`zone_id`),
  KEY `x_sz_ref_user_FK_user_id` (`user_id`),
  KEY `x_sz_ref_user_FK_user_name` (`user_name`),
  CONSTRAINT `x_sz_ref_user_FK_user_id` FOREIGN KEY (`user_id`) REFERENCES `x_user` (`id`),
  CONSTRAINT `x_sz_ref_user_FK_user_name` FOREIGN KEY (`user_name`) REFERENCES `x_user` (`user_name`),
  CONSTRAINT `x_sz_ref_user_FK_zone_id` FOREIGN KEY (`zone_id`) REFERENCES `x_security_zone` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_security_zone_ref_user`
--

LOCK TABLES `x_security_zone_ref_user` WRITE;
/*!40000 ALTER TABLE `x_security_zone_ref_user` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_security_zone_ref_user` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_service`
--

DROP TABLE IF EXISTS `x_service`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_service` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `guid` varchar(1024) DEFAULT NULL,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `version` bigint(20) DEFAULT NULL,
  `type` bigint(20) DEFAULT NULL,
  `name` varchar(255) DEFAULT NULL,
  `display_name` varchar(255) DEFAULT NULL,
  `policy_version` bigint(20) DEFAULT NULL,
  `policy_update_time` datetime DEFAULT NULL,
  `description` varchar(1024) DEFAULT NULL,
  `is_enabled` tinyint(1) NOT NULL DEFAULT 0,
  `tag_service` bigint(20) DEFAULT NULL,
  `tag_version` bigint(20) NOT NULL DEFAULT 0,
  `tag_update_time` datetime DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `X_service_name` (`name`),
  KEY `x_service_added_by_id` (`added_by_id`),
  KEY `x_service_upd_by_id` (`upd_by_id`),
  KEY `x_service_cr_time` (`create_time`),
  KEY `x_service_up_time` (`update_time`),
  KEY `x_service_type` (`type`),
  KEY `x_service_FK_tag_service` (`tag_service`),
  CONSTRAINT `x_service_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_service_FK_tag_service` FOREIGN KEY (`tag_service`) REFERENCES `x_service` (`id`),
  CONSTRAINT `x_service_FK_type` FOREIGN KEY (`type`) REFERENCES `x_service_def` (`id`),
  CONSTRAINT `x_service_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_service`
--

LOCK TABLES `x_service` WRITE;
/*!40000 ALTER TABLE `x_service` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_service` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_service_config_def`
--

DROP TABLE IF EXISTS `x_service_config_def`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_service_config_def` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `guid` varchar(1024) DEFAULT NULL,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `def_id` bigint(20) NOT NULL,
  `item_id` bigint(20) NOT NULL,
  `name` varchar(1024) DEFAULT NULL,
  `type` varchar(1024) DEFAULT NULL,
  `sub_type` varchar(1024) DEFAULT NULL,
  `is_mandatory` tinyint(1) NOT NULL DEFAULT 0,
  `default_value` varchar(1024) DEFAULT NULL,
  `validation_reg_ex` varchar(1024) DEFAULT NULL,
  `validation_message` varchar(1024) DEFAULT NULL,
  `ui_hint` varchar(1024) DEFAULT NULL,
  `label` varchar(1024) DEFAULT NULL,
  `description` varchar(1024) DEFAULT NULL,
  `rb_key_label` varchar(1024) DEFAULT NULL,
  `rb_key_description` varchar(1024) DEFAULT NULL,
  `rb_key_validation_message` varchar(1024) DEFAULT NULL,
  `sort_order` int(11) DEFAULT 0,
  PRIMARY KEY (`id`),
  KEY `x_service_config_def_FK_added_by_id` (`added_by_id`),
  KEY `x_service_config_def_FK_upd_by_id` (`upd_by_id`),
  KEY `x_service_config_def_IDX_def_id` (`def_id`),
  CONSTRAINT `x_service_config_def_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_service_config_def_FK_defid` FOREIGN KEY (`def_id`) REFERENCES `x_service_def` (`id`),
  CONSTRAINT `x_service_config_def_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_service_config_def`
--

LOCK TABLES `x_service_config_def` WRITE;
/*!40000 ALTER TABLE `x_service_config_def` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_service_config_def` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_service_config_map`
--

DROP TABLE IF EXISTS `x_service_config_map`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_service_config_map` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `guid` varchar(1024) DEFAULT NULL,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `service` bigint(20) NOT NULL,
  `config_key` varchar(1024) DEFAULT NULL,
  `config_value` varchar(4000) DEFAULT NULL,
  PRIMARY KEY (`id`),
  KEY `x_service_config_map_FK_added_by_id` (`added_by_id`),
  KEY `x_service_config_map_FK_upd_by_id` (`upd_by_id`),
  KEY `x_service_config_map_IDX_service` (`service`),
  CONSTRAINT `x_service_config_map_FK_` FOREIGN KEY (`service`) REFERENCES `x_service` (`id`),
  CONSTRAINT `x_service_config_map_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_service_config_map_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_service_config_map`
--

LOCK TABLES `x_service_config_map` WRITE;
/*!40000 ALTER TABLE `x_service_config_map` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_service_config_map` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_service_def`
--

DROP TABLE IF EXISTS `x_service_def`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_service_def` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `guid` varchar(1024) DEFAULT NULL,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `version` bigint(20) DEFAULT NULL,
  `name` varchar(1024) DEFAULT NULL,
  `display_name` varchar(1024) DEFAULT NULL,
  `impl_class_name` varchar(1024) DEFAULT NULL,
  `label` varchar(1024) DEFAULT NULL,
  `description` varchar(1024) DEFAULT NULL,
  `rb_key_label` varchar(1024) DEFAULT NULL,
  `rb_key_description` varchar(1024) DEFAULT NULL,
  `is_enabled` tinyint(4) DEFAULT 1,
  `def_options` varchar(1024) DEFAULT NULL,
  PRIMARY KEY (`id`),
  KEY `x_service_def_added_by_id` (`added_by_id`),
  KEY `x_service_def_upd_by_id` (`upd_by_id`),
  KEY `x_service_def_cr_time` (`create_time`),
  KEY `x_service_def_up_time` (`update_time`),
  CONSTRAINT `x_service_def_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_service_def_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_service_def`
--

LOCK TABLES `x_service_def` WRITE;
/*!40000 ALTER TABLE `x_service_def` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_service_def` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_service_resource`
--

DROP TABLE IF EXISTS `x_service_resource`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_service_resource` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `guid` varchar(64) NOT NULL,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `version` bigint(20) DEFAULT NULL,
  `service_id` bigint(20) NOT NULL,
  `resource_signature` varchar(128) DEFAULT NULL,
  `is_enabled` tinyint(4) NOT NULL DEFAULT 1,
  `service_resource_elements_text` mediumtext DEFAULT NULL,
  `tags_text` mediumtext DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `x_service_res_UK_guid` (`guid`),
  UNIQUE KEY `x_service_resource_IDX_svc_id_resource_signature` (`service_id`,`resource_signature`),
  KEY `x_service_res_IDX_added_by_id` (`added_by_id`),
  KEY `x_service_res_IDX_upd_by_id` (`upd_by_id`),
  KEY `x_service_resource_IDX_service_id` (`service_id`),
  CONSTRAINT `x_service_res_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_service_res_FK_service_id` FOREIGN KEY (`service_id`) REFERENCES `x_service` (`id`),
  CONSTRAINT `x_service_res_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_service_resource`
--

LOCK TABLES `x_service_resource` WRITE;
/*!40000 ALTER TABLE `x_service_resource` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_service_resource` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_service_version_info`
--

DROP TABLE IF EXISTS `x_service_version_info`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_service_version_info` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `service_id` bigint(20) NOT NULL,
  `policy_version` bigint(20) NOT NULL DEFAULT 0,
  `policy_update_time` datetime DEFAULT NULL,
  `tag_version` bigint(20) NOT NULL DEFAULT 0,
  `tag_update_time` datetime DEFAULT NULL,
  `role_version` bigint(20) NOT NULL DEFAULT 0,
  `role_update_time` datetime DEFAULT NULL,
  `gds_version` bigint(20) NOT NULL DEFAULT 0,
  `gds_update_time` datetime DEFAULT NULL,
  `version` bigint(20) NOT NULL DEFAULT 1,
  PRIMARY KEY (`id`),
  KEY `x_service_version_info_IDX_service_id` (`service_id`),
  CONSTRAINT `x_service_version_info_FK_service_id` FOREIGN KEY (`service_id`) REFERENCES `x_service` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_service_version_info`
--

LOCK TABLES `x_service_version_info` WRITE;
/*!40000 ALTER TABLE `x_service_version_info` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_service_version_info` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_tag`
--

DROP TABLE IF EXISTS `x_tag`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_tag` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `guid` varchar(64) NOT NULL,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `version` bigint(20) DEFAULT NULL,
  `type` bigint(20) NOT NULL,
  `owned_by` smallint(6) NOT NULL DEFAULT 0,
  `policy_options` varchar(4000) DEFAULT NULL,
  `tag_attrs_text` mediumtext DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `x_tag_UK_guid` (`guid`),
  KEY `x_tag_IDX_type` (`type`),
  KEY `x_tag_IDX_added_by_id` (`added_by_id`),
  KEY `x_tag_IDX_upd_by_id` (`upd_by_id`),
  CONSTRAINT `x_tag_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_tag_FK_type` FOREIGN KEY (`type`) REFERENCES `x_tag_def` (`id`),
  CONSTRAINT `x_tag_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_tag`
--

LOCK TABLES `x_tag` WRITE;
/*!40000 ALTER TABLE `x_tag` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_tag` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_tag_change_log`
--

DROP TABLE IF EXISTS `x_tag_change_log`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_tag_change_log` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `create_time` datetime DEFAULT NULL,
  `service_id` bigint(20) NOT NULL,
  `change_type` int(11) NOT NULL,
  `service_tags_version` bigint(20) NOT NULL DEFAULT 0,
  `service_resource_id` bigint(20) DEFAULT NULL,
  `tag_id` bigint(20) DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `x_tag_change_log_uk_service_id_service_tags_version` (`service_id`,`service_tags_version`),
  KEY `x_tag_change_log_IDX_service_id` (`service_id`),
  KEY `x_tag_change_log_IDX_tag_version` (`service_tags_version`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_tag_change_log`
--

LOCK TABLES `x_tag_change_log` WRITE;
/*!40000 ALTER TABLE `x_tag_change_log` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_tag_change_log` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_tag_def`
--

DROP TABLE IF EXISTS `x_tag_def`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_tag_def` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `guid` varchar(64) NOT NULL,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `version` bigint(20) DEFAULT NULL,
  `name` varchar(255) NOT NULL,
  `source` varchar(128) DEFAULT NULL,
  `is_enabled` tinyint(1) NOT NULL DEFAULT 0,
  `tag_attrs_def_text` mediumtext DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `x_tag_def_UK_guid` (`guid`),
  UNIQUE KEY `x_tag_def_UK_name` (`name`),
  KEY `x_tag_def_IDX_added_by_id` (`added_by_id`),
  KEY `x_tag_def_IDX_upd_by_id` (`upd_by_id`),
  CONSTRAINT `x_tag_def_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_tag_def_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_tag_def`
--

LOCK TABLES `x_tag_def` WRITE;
/*!40000 ALTER TABLE `x_tag_def` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_tag_def` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_tag_resource_map`
--

DROP TABLE IF EXISTS `x_tag_resource_map`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_tag_resource_map` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `guid` varchar(64) NOT NULL,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `tag_id` bigint(20) NOT NULL,
  `res_id` bigint(20) NOT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `x_tag_res_map_UK_guid` (`guid`),
  KEY `x_tag_res_map_IDX_tag_id` (`tag_id`),
  KEY `x_tag_res_map_IDX_res_id` (`res_id`),
  KEY `x_tag_res_map_IDX_added_by_id` (`added_by_id`),
  KEY `x_tag_res_map_IDX_upd_by_id` (`upd_by_id`),
  CONSTRAINT `x_tag_res_map_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_tag_res_map_FK_res_id` FOREIGN KEY (`res_id`) REFERENCES `x_service_resource` (`id`),
  CONSTRAINT `x_tag_res_map_FK_tag_id` FOREIGN KEY (`tag_id`) REFERENCES `x_tag` (`id`),
  CONSTRAINT `x_tag_res_map_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_tag_resource_map`
--

LOCK TABLES `x_tag_resource_map` WRITE;
/*!40000 ALTER TABLE `x_tag_resource_map` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_tag_resource_map` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_trx_log_v2`
--

DROP TABLE IF EXISTS `x_trx_log_v2`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_trx_log_v2` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `create_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `class_type` int(11) NOT NULL DEFAULT 0,
  `object_id` bigint(20) DEFAULT NULL,
  `parent_object_id` bigint(20) DEFAULT NULL,
  `parent_object_class_type` int(11) NOT NULL DEFAULT 0,
  `parent_object_name` varchar(1024) DEFAULT NULL,
  `object_name` varchar(1024) DEFAULT NULL,
  `change_info` mediumtext DEFAULT NULL,
  `trx_id` varchar(1024) DEFAULT NULL,
  `action` varchar(255) DEFAULT NULL,
  `sess_id` varchar(512) DEFAULT NULL,
  `req_id` varchar(30) DEFAULT NULL,
  `sess_type` varchar(30) DEFAULT NULL,
  PRIMARY KEY (`id`),
  KEY `x_trx_log_v2_FK_added_by_id` (`added_by_id`),
  KEY `x_trx_log_v2_cr_time` (`create_time`),
  KEY `x_trx_log_v2_action` (`action`),
  KEY `x_trx_log_v2_trx_id` (`trx_id`(190))
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_trx_log_v2`
--

LOCK TABLES `x_trx_log_v2` WRITE;
/*!40000 ALTER TABLE `x_trx_log_v2` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_trx_log_v2` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_ugsync_audit_info`
--

DROP TABLE IF EXISTS `x_ugsync_audit_info`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_ugsync_audit_info` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `event_time` datetime DEFAULT NULL,
  `user_name` varchar(255) NOT NULL,
  `sync_source` varchar(128) NOT NULL,
  `no_of_new_users` bigint(20) NOT NULL,
  `no_of_new_groups` bigint(20) NOT NULL,
  `no_of_modified_users` bigint(20) NOT NULL,
  `no_of_modified_groups` bigint(20) NOT NULL,
  `sync_source_info` mediumtext NOT NULL,
  `session_id` varchar(255) DEFAULT NULL,
  PRIMARY KEY (`id`),
  KEY `x_ugsync_audit_info_etime` (`event_time`),
  KEY `x_ugsync_audit_info_sync_src` (`sync_source`),
  KEY `x_ugsync_audit_info_uname` (`user_name`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_ugsync_audit_info`
--

LOCK TABLES `x_ugsync_audit_info` WRITE;
/*!40000 ALTER TABLE `x_ugsync_audit_info` DISABLE KEYS */;
/*!40000 ALTER TABLE `x_ugsync_audit_info` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_user`
--

DROP TABLE IF EXISTS `x_user`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_user` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `user_name` varchar(767) NOT NULL,
  `descr` text DEFAULT NULL,
  `status` int(11) NOT NULL DEFAULT 0,
  `cred_store_id` bigint(20) DEFAULT NULL,
  `is_visible` int(11) NOT NULL DEFAULT 1,
  `other_attributes` text DEFAULT NULL,
  `sync_source` text DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `x_user_UK_user_name` (`user_name`),
  KEY `x_user_FK_added_by_id` (`added_by_id`),
  KEY `x_user_FK_upd_by_id` (`upd_by_id`),
  KEY `x_user_FK_cred_store_id` (`cred_store_id`),
  KEY `x_user_cr_time` (`create_time`),
  KEY `x_user_up_time` (`update_time`),
  CONSTRAINT `x_user_FK_added_by_id` FOREIGN KEY (`added_by_id`) REFERENCES `x_portal_user` (`id`),
  CONSTRAINT `x_user_FK_cred_store_id` FOREIGN KEY (`cred_store_id`) REFERENCES `x_cred_store` (`id`),
  CONSTRAINT `x_user_FK_upd_by_id` FOREIGN KEY (`upd_by_id`) REFERENCES `x_portal_user` (`id`)
) ENGINE=InnoDB AUTO_INCREMENT=5 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_user`
--

LOCK TABLES `x_user` WRITE;
/*!40000 ALTER TABLE `x_user` DISABLE KEYS */;
INSERT INTO `x_user` VALUES
(1,'2026-12-03 09:46:04','2026-12-03 09:46:04',NULL,NULL,'admin','Administrator',0,NULL,1,NULL,NULL),
(2,'2026-12-03 09:46:04','2026-12-03 09:46:04',NULL,NULL,'rangerusersync','rangerusersync',0,NULL,1,NULL,NULL),
(3,'2026-12-03 09:46:04','2026-12-03 09:46:04',NULL,NULL,'keyadmin','keyadmin',0,NULL,1,NULL,NULL),
(4,'2026-12-03 09:46:04','2026-12-03 09:46:04',NULL,NULL,'rangertagsync','rangertagsync',0,NULL,1,NULL,NULL);
/*!40000 ALTER TABLE `x_user` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `x_user_module_perm`
--

DROP TABLE IF EXISTS `x_user_module_perm`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `x_user_module_perm` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `user_id` bigint(20) DEFAULT NULL,
  `module_id` bigint(20) DEFAULT NULL,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `is_allowed` int(11) NOT NULL DEFAULT 1,
  PRIMARY KEY (`id`),
  KEY `x_user_module_perm_idx_module_id` (`module_id`),
  KEY `x_user_module_perm_idx_user_id` (`user_id`),
  CONSTRAINT `x_user_module_perm_FK_module_id` FOREIGN KEY (`module_id`) REFERENCES `x_modules_master` (`id`) ON DELETE CASCADE ON UPDATE CASCADE,
  CONSTRAINT `x_user_module_perm_FK_user_id` FOREIGN KEY (`user_id`) REFERENCES `x_portal_user` (`id`) ON DELETE CASCADE ON UPDATE CASCADE
) ENGINE=InnoDB AUTO_INCREMENT=25 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `x_user_module_perm`
--

LOCK TABLES `x_user_module_perm` WRITE;
/*!40000 ALTER TABLE `x_user_module_perm` DISABLE KEYS */;
INSERT INTO `x_user_module_perm` VALUES
(1,1,3,'2026-12-03 09:46:04','2026-12-03 09:46:04',1,1,1),
(2,1,1,'2026-12-03 09:46:04','2026-12-03 09:46:04',1,1,1),
(3,1,4,'2026-12-03 09:46:04','2026-12-03 09:46:04',1,1,1),
(4,1,2,'2026-12-03 09:46:04','2026-12-03 09:46:04',1,1,1),
(5,1,6,'2026-12-03 09:46:04','2026-12-03 09:46:04',1,1,1),
(6,2,3,'2026-12-03 09:46:04','2026-12-03 09:46:04',1,1,1),
(7,2,1,'2026-12-03 09:46:04','2026-12-03 09:46:04',1,1,1),
(8,2,4,'2026-12-03 09:46:04','2026-12-03 09:46:04',1,1,1),
(9,2,2,'2026-12-03 09:46:04','2026-12-03 09:46:04',1,1,1),
(10,2,6,'2026-12-03 09:46:04','2026-12-03 09:46:04',1,1,1),
(11,3,5,'2026-12-03 09:46:04','2026-12-03 09:46:04',1,1,1),
(12,3,3,'2026-12-03 09:46:04','2026-12-03 09:46:04',1,1,1),
(13,3,1,'2026-12-03 09:46:04','2026-12-03 09:46:04',1,1,1),
(14,4,3,'2026-12-03 09:46:04','2026-12-03 09:46:04',1,1,1),
(15,4,1,'2026-12-03 09:46:04','2026-12-03 09:46:04',1,1,1),
(16,4,4,'2026-12-03 09:46:04','2026-12-03 09:46:04',1,1,1),
(17,4,2,'2026-12-03 09:46:04','2026-12-03 09:46:04',1,1,1),
(18,4,6,'2026-12-03 09:46:04','2026-12-03 09:46:04',1,1,1),
(19,3,2,'2026-12-03 09:46:04','2026-12-03 09:46:04',1,1,1),
(20,3,4,'2026-12-03 09:46:04','2026-12-03 09:46:04',1,1,1),
(21,1,7,'2026-12-03 09:46:04','2026-12-03 09:46:04',1,1,1),
(22,2,7,'2026-12-03 09:46:04','2026-12-03 09:46:04',1,1,1),
(23,4,7,'2026-12-03 09:46:04','2026-12-03 09:46:04',1,1,1),
(24,1,8,'2026-12-03 09:46:04','2026-12-03 09:46:04',1,1,1);
/*!40000 ALTER TABLE `x_user_module_perm` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `xa_access_audit`
--

DROP TABLE IF EXISTS `xa_access_audit`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE `xa_access_audit` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `create_time` datetime DEFAULT NULL,
  `update_time` datetime DEFAULT NULL,
  `added_by_id` bigint(20) DEFAULT NULL,
  `upd_by_id` bigint(20) DEFAULT NULL,
  `audit_type` int(11) NOT NULL DEFAULT 0,
  `access_result` int(11) DEFAULT 0,
  `access_type` varchar(255) DEFAULT NULL,
  `acl_enforcer` varchar(255) DEFAULT NULL,
  `agent_id` varchar(255) DEFAULT NULL,
  `client_ip` varchar(255) DEFAULT NULL,
  `client_type` varchar(255) DEFAULT NULL,
  `policy_id` bigint(20) DEFAULT 0,
  `repo_name` varchar(255) DEFAULT NULL,
  `repo_type` int(11) DEFAULT 0,
  `result_reason` varchar(255) DEFAULT NULL,
  `session_id` varchar(255) DEFAULT NULL,
  `event_time` datetime DEFAULT NULL,
  `request_user` varchar(255) DEFAULT NULL,
  `action` varchar(2000) DEFAULT NULL,
  `request_data` varchar(2000) DEFAULT NULL,
  `resource_path` varchar(2000) DEFAULT NULL,
  `resource_type` varchar(255) DEFAULT NULL,
  PRIMARY KEY (`id`),
  KEY `xa_access_audit_added_by_id` (`added_by_id`),
  KEY `xa_access_audit_upd_by_id` (`upd_by_id`),
  KEY `xa_access_audit_cr_time` (`create_time`),
  KEY `xa_access_audit_up_time` (`update_time`),
  KEY `xa_access_audit_event_time` (`event_time`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci ROW_FORMAT=DYNAMIC;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table `xa_access_audit`
--

LOCK TABLES `xa_access_audit` WRITE;
/*!40000 ALTER TABLE `xa_access_audit` DISABLE KEYS */;
/*!40000 ALTER TABLE `xa_access_audit` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Dumping routines for database 'ranger'
--
/*!50003 SET @saved_sql_mode       = @@sql_mode */ ;
/*!50003 SET sql_mode              = 'STRICT_TRANS_TABLES,ERROR_FOR_DIVISION_BY_ZERO,NO_AUTO_CREATE_USER,NO_ENGINE_SUBSTITUTION' */ ;
/*!50003 DROP PROCEDURE IF EXISTS `getModulesIdByName` */;
/*!50003 SET @saved_cs_client      = @@character_set_client */ ;
/*!50003 SET @saved_cs_results     = @@character_set_results */ ;
/*!50003 SET @saved_col_connection = @@collation_connection */ ;
/*!50003 SET character_set_client  = utf8mb3 */ ;
/*!50003 SET character_set_results = utf8mb3 */ ;
/*!50003 SET collation_connection  = utf8mb3_general_ci */ ;
DELIMITER ;;
CREATE DEFINER=`root`@`localhost` PROCEDURE `getModulesIdByName`(IN input_val VARCHAR(100), OUT myid BIGINT)
BEGIN
SET myid = 0;
SELECT x_modules_master.id into myid FROM x_modules_master WHERE x_modules_master.module = input_val;
END
;;
DELIMITER ;
/*!50003 SET sql_mode              = @saved_sql_mode */ ;
/*!50003 SET character_set_client  = @saved_cs_client */ ;
/*!50003 SET character_set_results = @saved_cs_results */ ;
/*!50003 SET collation_connection  = @saved_col_connection */ ;
/*!50003 SET @saved_sql_mode       = @@sql_mode */ ;
/*!50003 SET sql_mode              = 'STRICT_TRANS_TABLES,ERROR_FOR_DIVISION_BY_ZERO,NO_AUTO_CREATE_USER,NO_ENGINE_SUBSTITUTION' */ ;
/*!50003 DROP PROCEDURE IF EXISTS `getXportalUIdByLoginId` */;
/*!50003 SET @saved_cs_client      = @@character_set_client */ ;
/*!50003 SET @saved_cs_results     = @@character_set_results */ ;
/*!50003 SET @saved_col_connection = @@collation_connection */ ;
/*!50003 SET character_set_client  = utf8mb3 */ ;
/*!50003 SET character_set_results = utf8mb3 */ ;
/*!50003 SET collation_connection  = utf8mb3_general_ci */ ;
DELIMITER ;;
CREATE DEFINER=`root`@`localhost` PROCEDURE `getXportalUIdByLoginId`(IN input_val VARCHAR(100), OUT myid BIGINT)
BEGIN
SET myid = 0;
SELECT x_portal_user.id into myid FROM x_portal_user WHERE x_portal_user.login_id = input_val;
END
;;
DELIMITER ;
/*!50003 SET sql_mode              = @saved_sql_mode */ ;
/*!50003 SET character_set_client  = @saved_cs_client */ ;
/*!50003 SET character_set_results = @saved_cs_results */ ;
/*!50003 SET collation_connection  = @saved_col_connection */ ;
/*!50003 SET @saved_sql_mode       = @@sql_mode */ ;
/*!50003 SET sql_mode              = 'STRICT_TRANS_TABLES,ERROR_FOR_DIVISION_BY_ZERO,NO_AUTO_CREATE_USER,NO_ENGINE_SUBSTITUTION' */ ;
/*!50003 DROP PROCEDURE IF EXISTS `insertRangerPrerequisiteEntries` */;
/*!50003 SET @saved_cs_client      = @@character_set_client */ ;
/*!50003 SET @saved_cs_results     = @@character_set_results */ ;
/*!50003 SET @saved_col_connection = @@collation_connection */ ;
/*!50003 SET character_set_client  = utf8mb3 */ ;
/*!50003 SET character_set_results = utf8mb3 */ ;
/*!50003 SET collation_connection  = utf8mb3_general_ci */ ;
DELIMITER ;;
CREATE DEFINER=`root`@`localhost` PROCEDURE `insertRangerPrerequisiteEntries`()
BEGIN
DECLARE adminID bigint;
DECLARE keyadminID bigint;
DECLARE rangerusersyncID bigint;
DECLARE rangertagsyncID bigint;
DECLARE moduleIdReports bigint;
DECLARE moduleIdResourceBasedPolicies bigint;
DECLARE moduleIdAudit bigint;
DECLARE moduleIdUG bigint;
DECLARE moduleIdTagBasedPolicies bigint;
DECLARE moduleIdKeyManager bigint;
DECLARE moduleIdSecurityZone bigint;
DECLARE moduleIdGovernedDataSharing bigint;

INSERT INTO x_portal_user(create_time,update_time,added_by_id,upd_by_id,first_name,last_name,pub_scr_name,login_id,password,email,status,user_src,notes) VALUES (UTC_TIMESTAMP(),UTC_TIMESTAMP(),NULL,NULL,'Admin','','Admin','admin','ceb4f32325eda6142bd65215f4c0f371','',1,0,NULL);
INSERT INTO x_portal_user(create_time,update_time,added_by_id,upd_by_id,first_name,last_name,pub_scr_name,login_id,password,email,status,user_src,notes) VALUES (UTC_TIMESTAMP(),UTC_TIMESTAMP(),NULL,NULL,'rangerusersync','','rangerusersync','rangerusersync','70b8374d3dfe0325aaa5002a688c7e3b','rangerusersync',1,0,NULL);
INSERT INTO x_portal_user(create_time,update_time,added_by_id,upd_by_id,first_name,last_name,pub_scr_name,login_id,password,email,status,user_src,notes) VALUES (UTC_TIMESTAMP(),UTC_TIMESTAMP(),NULL,NULL,'keyadmin','','keyadmin','keyadmin','a05f34d2dce2b4688fa82e82a89ba958','keyadmin',1,0,NULL);
INSERT INTO x_portal_user(create_time,update_time,added_by_id,upd_by_id,first_name,last_name,pub_scr_name,login_id,password,email,status,user_src,notes) VALUES (UTC_TIMESTAMP(),UTC_TIMESTAMP(),NULL,NULL,'rangertagsync','','rangertagsync','rangertagsync','f5820e1229418dcf2575908f2c493da5','rangertagsync',1,0,NULL);

call getXportalUIdByLoginId('admin', adminID);
call getXportalUIdByLoginId('keyadmin', keyadminID);
call getXportalUIdByLoginId('rangerusersync', rangerusersyncID);
call getXportalUIdByLoginId('rangertagsync', rangertagsyncID);

INSERT INTO `x_modules_master` (`create_time`,`update_time`,`added_by_id`,`upd_by_id`,`module`,`url`) VALUES (UTC_TIMESTAMP(),UTC_TIMESTAMP(),adminID,adminID,'Resource Based Policies',''),(UTC_TIMESTAMP(),UTC_TIMESTAMP(),adminID,adminID,'Users/Groups',''),(UTC_TIMESTAMP(),UTC_TIMESTAMP(),adminID,adminID,'Reports',''),(UTC_TIMESTAMP(),UTC_TIMESTAMP(),adminID,adminID,'Audit',''),(UTC_TIMESTAMP(),UTC_TIMESTAMP(),adminID,adminID,'Key Manager',''),(UTC_TIMESTAMP(),UTC_TIMESTAMP(),adminID,adminID,'Tag Based Policies','');
INSERT INTO `x_modules_master` (`create_time`,`update_time`,`added_by_id`,`upd_by_id`,`module`,`url`) VALUES (UTC_TIMESTAMP(),UTC_TIMESTAMP(),adminID,adminID,'Security Zone','');
INSERT INTO `x_modules_master` (`create_time`,`update_time`,`added_by_id`,`upd_by_id`,`module`,`url`) VALUES (UTC_TIMESTAMP(),UTC_TIMESTAMP(),adminID,adminID,'Governed Data Sharing','');

call getModulesIdByName('Reports', moduleIdReports);
call getModulesIdByName('Resource Based Policies', moduleIdResourceBasedPolicies);
call getModulesIdByName('Audit', moduleIdAudit);
call getModulesIdByName('Users/Groups', moduleIdUG);
call getModulesIdByName('Tag Based Policies', moduleIdTagBasedPolicies);
call getModulesIdByName('Key Manager', moduleIdKeyManager);
call getModulesIdByName('Security Zone', moduleIdSecurityZone);
call getModulesIdByName('Governed Data Sharing', moduleIdGovernedDataSharing);

INSERT INTO x_portal_user_role(create_time,update_time,added_by_id,upd_by_id,user_id,user_role,status) VALUES (UTC_TIMESTAMP(),UTC_TIMESTAMP(),NULL,NULL,adminID,'ROLE_SYS_ADMIN',1);
INSERT INTO x_group (ADDED_BY_ID, CREATE_TIME, DESCR, GROUP_SRC, GROUP_TYPE, GROUP_NAME, STATUS, UPDATE_TIME, UPD_BY_ID) VALUES (adminID, UTC_TIMESTAMP(), 'public group', 0, 0, 'public', 0, UTC_TIMESTAMP(), adminID);
INSERT INTO x_portal_user_role(create_time,update_time,added_by_id,upd_by_id,user_id,user_role,status) VALUES (UTC_TIMESTAMP(),UTC_TIMESTAMP(),NULL,NULL,rangerusersyncID,'ROLE_SYS_ADMIN',1);
INSERT INTO x_user(create_time,update_time,added_by_id,upd_by_id,user_name,descr,status) values (UTC_TIMESTAMP(), UTC_TIMESTAMP(),NULL,NULL,'admin','Administrator',0);
INSERT INTO x_user(create_time,update_time,added_by_id,upd_by_id,user_name,descr,status) values (UTC_TIMESTAMP(), UTC_TIMESTAMP(),NULL,NULL,'rangerusersync','rangerusersync',0);
INSERT INTO x_portal_user_role(create_time,update_time,added_by_id,upd_by_id,user_id,user_role,status) VALUES (UTC_TIMESTAMP(),UTC_TIMESTAMP(),NULL,NULL,keyadminID,'ROLE_KEY_ADMIN',1);
INSERT INTO x_user(create_time,update_time,added_by_id,upd_by_id,user_name,descr,status) values (UTC_TIMESTAMP(), UTC_TIMESTAMP(),NULL,NULL,'keyadmin','keyadmin',0);
INSERT INTO x_portal_user_role(create_time,update_time,added_by_id,upd_by_id,user_id,user_role,status) VALUES (UTC_TIMESTAMP(),UTC_TIMESTAMP(),NULL,NULL,rangertagsyncID,'ROLE_SYS_ADMIN',1);
INSERT INTO x_user(create_time,update_time,added_by_id,upd_by_id,user_name,descr,status) values (UTC_TIMESTAMP(), UTC_TIMESTAMP(),NULL,NULL,'rangertagsync','rangertagsync',0);

INSERT INTO x_security_zone(id, create_time, update_time, added_by_id, upd_by_id, version, name, jsonData, description) VALUES (1, UTC_TIMESTAMP(),UTC_TIMESTAMP(), adminID, adminID, 1, ' ', '', 'Unzoned zone');

INSERT INTO x_user_module_perm (user_id,module_id,create_time,update_time,added_by_id,upd_by_id,is_allowed) VALUES (adminID,moduleIdReports,UTC_TIMESTAMP(),UTC_TIMESTAMP(),adminID,adminID,1);
INSERT INTO x_user_module_perm (user_id,module_id,create_time,update_time,added_by_id,upd_by_id,is_allowed) VALUES (adminID,moduleIdResourceBasedPolicies,UTC_TIMESTAMP(),UTC_TIMESTAMP(),adminID,adminID,1);
INSERT INTO x_user_module_perm (user_id,module_id,create_time,update_time,added_by_id,upd_by_id,is_allowed) VALUES (adminID,moduleIdAudit,UTC_TIMESTAMP(),UTC_TIMESTAMP(),adminID,adminID,1);
INSERT INTO x_user_module_perm (user_id,module_id,create_time,update_time,added_by_id,upd_by_id,is_allowed) VALUES (adminID,moduleIdUG,UTC_TIMESTAMP(),UTC_TIMESTAMP(),adminID,adminID,1);
INSERT INTO x_user_module_perm (user_id,module_id,create_time,update_time,added_by_id,upd_by_id,is_allowed) VALUES (adminID,moduleIdTagBasedPolicies,UTC_TIMESTAMP(),UTC_TIMESTAMP(),adminID,adminID,1);
INSERT INTO x_user_module_perm (user_id,module_id,create_time,update_time,added_by_id,upd_by_id,is_allowed) VALUES (rangerusersyncID,moduleIdReports,UTC_TIMESTAMP(),UTC_TIMESTAMP(),adminID,adminID,1);
INSERT INTO x_user_module_perm (user_id,module_id,create_time,update_time,added_by_id,upd_by_id,is_allowed) VALUES (rangerusersyncID,moduleIdResourceBasedPolicies,UTC_TIMESTAMP(),UTC_TIMESTAMP(),adminID,adminID,1);
INSERT INTO x_user_module_perm (user_id,module_id,create_time,update_time,added_by_id,upd_by_id,is_allowed) VALUES (rangerusersyncID,moduleIdAudit,UTC_TIMESTAMP(),UTC_TIMESTAMP(),adminID,adminID,1);
INSERT INTO x_user_module_perm (user_id,module_id,create_time,update_time,added_by_id,upd_by_id,is_allowed) VALUES (rangerusersyncID,moduleIdUG,UTC_TIMESTAMP(),UTC_TIMESTAMP(),adminID,adminID,1);
INSERT INTO x_user_module_perm (user_id,module_id,create_time,update_time,added_by_id,upd_by_id,is_allowed) VALUES (rangerusersyncID,moduleIdTagBasedPolicies,UTC_TIMESTAMP(),UTC_TIMESTAMP(),adminID,adminID,1);
INSERT INTO x_user_module_perm (user_id,module_id,create_time,update_time,added_by_id,upd_by_id,is_allowed) VALUES (keyadminID,moduleIdKeyManager,UTC_TIMESTAMP(),UTC_TIMESTAMP(),adminID,adminID,1);
INSERT INTO x_user_module_perm (user_id,module_id,create_time,update_time,added_by_id,upd_by_id,is_allowed) VALUES (keyadminID,moduleIdReports,UTC_TIMESTAMP(),UTC_TIMESTAMP(),adminID,adminID,1);
INSERT INTO x_user_module_perm (user_id,module_id,create_time,update_time,added_by_id,upd_by_id,is_allowed) VALUES (keyadminID,moduleIdResourceBasedPolicies,UTC_TIMESTAMP(),UTC_TIMESTAMP(),adminID,adminID,1);
INSERT INTO x_user_module_perm (user_id,module_id,create_time,update_time,added_by_id,upd_by_id,is_allowed) VALUES (rangertagsyncID,moduleIdReports,UTC_TIMESTAMP(),UTC_TIMESTAMP(),adminID,adminID,1);
INSERT INTO x_user_module_perm (user_id,module_id,create_time,update_time,added_by_id,upd_by_id,is_allowed) VALUES (rangertagsyncID,moduleIdResourceBasedPolicies,UTC_TIMESTAMP(),UTC_TIMESTAMP(),adminID,adminID,1);
INSERT INTO x_user_module_perm (user_id,module_id,create_time,update_time,added_by_id,upd_by_id,is_allowed) VALUES (rangertagsyncID,moduleIdAudit,UTC_TIMESTAMP(),UTC_TIMESTAMP(),adminID,adminID,1);
INSERT INTO x_user_module_perm (user_id,module_id,create_time,update_time,added_by_id,upd_by_id,is_allowed) VALUES (rangertagsyncID,moduleIdUG,UTC_TIMESTAMP(),UTC_TIMESTAMP(),adminID,adminID,1);
INSERT INTO x_user_module_perm (user_id,module_id,create_time,update_time,added_by_id,upd_by_id,is_allowed) VALUES (rangertagsyncID,moduleIdTagBasedPolicies,UTC_TIMESTAMP(),UTC_TIMESTAMP(),adminID,adminID,1);
INSERT INTO x_user_module_perm (user_id,module_id,create_time,update_time,added_by_id,upd_by_id,is_allowed) VALUES (keyadminID,moduleIdUG,UTC_TIMESTAMP(),UTC_TIMESTAMP(),adminID,adminID,1);
INSERT INTO x_user_module_perm (user_id,module_id,create_time,update_time,added_by_id,upd_by_id,is_allowed) VALUES (keyadminID,moduleIdAudit,UTC_TIMESTAMP(),UTC_TIMESTAMP(),adminID,adminID,1);
INSERT INTO x_user_module_perm (user_id,module_id,create_time,update_time,added_by_id,upd_by_id,is_allowed) VALUES (adminID,moduleIdSecurityZone,UTC_TIMESTAMP(),UTC_TIMESTAMP(),adminID,adminID,1);
INSERT INTO x_user_module_perm (user_id,module_id,create_time,update_time,added_by_id,upd_by_id,is_allowed) VALUES (rangerusersyncID,moduleIdSecurityZone,UTC_TIMESTAMP(),UTC_TIMESTAMP(),adminID,adminID,1);
INSERT INTO x_user_module_perm (user_id,module_id,create_time,update_time,added_by_id,upd_by_id,is_allowed) VALUES (rangertagsyncID,moduleIdSecurityZone,UTC_TIMESTAMP(),UTC_TIMESTAMP(),adminID,adminID,1);
INSERT INTO x_user_module_perm (user_id,module_id,create_time,update_time,added_by_id,upd_by_id,is_allowed) VALUES (adminID,moduleIdGovernedDataSharing,UTC_TIMESTAMP(),UTC_TIMESTAMP(),adminID,adminID,1);

INSERT INTO x_ranger_global_state (create_time,update_time,added_by_id,upd_by_id,version,state_name,app_data) VALUES (UTC_TIMESTAMP(),UTC_TIMESTAMP(),adminID,adminID,1,'RangerRole','{"Version":"1"}');
INSERT INTO x_ranger_global_state (create_time,update_time,added_by_id,upd_by_id,version,state_name,app_data) VALUES (UTC_TIMESTAMP(),UTC_TIMESTAMP(),adminID,adminID,1,'RangerUserStore','{"Version":"1"}');
INSERT INTO x_ranger_global_state (create_time,update_time,added_by_id,upd_by_id,version,state_name,app_data) VALUES (UTC_TIMESTAMP(),UTC_TIMESTAMP(),adminID,adminID,1,'RangerSecurityZone','{"Version":"1"}');

END
;;
DELIMITER ;
/*!50003 SET sql_mode              = @saved_sql_mode */ ;
/*!50003 SET character_set_client  = @saved_cs_client */ ;
/*!50003 SET character_set_results = @saved_cs_results */ ;
/*!50003 SET collation_connection  = @saved_col_connection */ ;

--
-- Final view structure for view `vx_principal`
--

/*!50001 DROP VIEW IF EXISTS `vx_principal`*/;
/*!50001 SET @saved_cs_client          = @@character_set_client */;
/*!50001 SET @saved_cs_results         = @@character_set_results */;
/*!50001 SET @saved_col_connection     = @@collation_connection */;
/*!50001 SET character_set_client      = utf8mb3 */;
/*!50001 SET character_set_results     = utf8mb3 */;
/*!50001 SET collation_connection      = utf8mb3_general_ci */;
/*!50001 CREATE ALGORITHM=UNDEFINED */
/*!50013 DEFINER=`root`@`localhost` SQL SECURITY DEFINER */
/*!50001 VIEW `vx_principal` AS (select `u`.`user_name` AS `principal_name`,0 AS `principal_type`,`u`.`status` AS `status`,`u`.`is_visible` AS `is_visible`,`u`.`other_attributes` AS `other_attributes`,`u`.`create_time` AS `create_time`,`u`.`update_time` AS `update_time`,`u`.`added_by_id` AS `added_by_id`,`u`.`upd_by_id` AS `upd_by_id` from `x_user` `u`) union (select `g`.`group_name` AS `principal_name`,1 AS `principal_type`,`g`.`status` AS `status`,`g`.`is_visible` AS `is_visible`,`g`.`other_attributes` AS `other_attributes`,`g`.`create_time` AS `create_time`,`g`.`update_time` AS `update_time`,`g`.`added_by_id` AS `added_by_id`,`g`.`upd_by_id` AS `upd_by_id` from `x_group` `g`) union (select `r`.`name` AS `principal_name`,2 AS `principal_name`,1 AS `status`,1 AS `is_visible`,NULL AS `other_attributes`,`r`.`create_time` AS `create_time`,`r`.`update_time` AS `update_time`,`r`.`added_by_id` AS `added_by_id`,`r`.`upd_by_id` AS `upd_by_id` from `x_role` `r`) */;
/*!50001 SET character_set_client      = @saved_cs_client */;
/*!50001 SET character_set_results     = @saved_cs_results */;
/*!50001 SET collation_connection      = @saved_col_connection */;
/*!40103 SET TIME_ZONE=@OLD_TIME_ZONE */;

/*!40101 SET SQL_MODE=@OLD_SQL_MODE */;
/*!40014 SET FOREIGN_KEY_CHECKS=@OLD_FOREIGN_KEY_CHECKS */;
/*!40014 SET UNIQUE_CHECKS=@OLD_UNIQUE_CHECKS */;
/*!40101 SET CHARACTER_SET_CLIENT=@OLD_CHARACTER_SET_CLIENT */;
/*!40101 SET CHARACTER_SET_RESULTS=@OLD_CHARACTER_SET_RESULTS */;
/*!40101 SET COLLATION_CONNECTION=@OLD_COLLATION_CONNECTION */;
/*!40111 SET SQL_NOTES=@OLD_SQL_NOTES */;

-- Dump completed
