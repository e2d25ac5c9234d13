"""The audit log moved to envstudio.audit, which took over this table (see audit 0001_h12_initial)."""

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [
        ("review", "0001_initial"),
        ("audit", "0001_h12_initial"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(state_operations=[migrations.DeleteModel(name="AuditEvent")]),
    ]
