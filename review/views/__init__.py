"""Review pages. Each view starts with ``get_workspace_for`` (outsiders 404, low roles 403), then services.

Rooms: ``queue`` (lists, bulk decisions, next item), ``items`` (environment and scenario pages, verification
fragment), ``decisions`` (verdicts, claims, comments), ``revisions`` (edit, compare, revert), ``rollouts``,
``dashboard``, ``workspace_settings`` (review settings, audit log); ``common`` holds what they share.
"""
