"""Tests for the foundation: settings, tenancy, job framework, commands, pages."""
