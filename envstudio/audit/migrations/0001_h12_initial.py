"""The audit log moves from review to its own app, keeping every recorded event.

Why move the table rather than copy rows: the review table already holds the events with their ids and times;
taking it over (state first, then a rename) keeps every event exactly once, needs no copy that could half-fail,
and leaves nothing behind. The review-specific columns (environment, scenario) become the generic target
(kind, id), filled from them before they are dropped.
"""

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models


def fill_targets(apps, schema_editor):
    AuditEvent = apps.get_model("audit", "AuditEvent")
    for event in AuditEvent.objects.select_related("actor").iterator():
        if event.environment_id is not None:
            event.target_kind, event.target_id = "environment", str(event.environment_id)
        elif event.scenario_id is not None:
            event.target_kind, event.target_id = "scenario", str(event.scenario_id)
        event.actor_name = event.actor.username if event.actor is not None else ""
        event.save(update_fields=["target_kind", "target_id", "actor_name"])


def empty_targets(apps, schema_editor):
    AuditEvent = apps.get_model("audit", "AuditEvent")
    for event in AuditEvent.objects.iterator():
        if event.target_kind == "environment":
            event.environment_id = int(event.target_id)
        elif event.target_kind == "scenario":
            event.scenario_id = int(event.target_id)
        event.save(update_fields=["environment", "scenario"])


class Migration(migrations.Migration):
    initial = True

    dependencies = [
        ("review", "0001_initial"),
        ("synthesis", "0001_initial"),
        ("tenancy", "0001_initial"),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        # 1. Take over review's table as it is (state only: the table exists).
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.CreateModel(
                    name="AuditEvent",
                    fields=[
                        ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                        ("action", models.CharField(max_length=50)),
                        ("item_label", models.CharField(blank=True, default="", max_length=40)),
                        ("old_value", models.JSONField(blank=True, null=True)),
                        ("new_value", models.JSONField(blank=True, null=True)),
                        ("created_at", models.DateTimeField(auto_now_add=True)),
                        ("actor", models.ForeignKey(null=True, on_delete=django.db.models.deletion.SET_NULL, related_name="+", to=settings.AUTH_USER_MODEL)),
                        ("environment", models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name="+", to="synthesis.environment")),
                        ("scenario", models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name="+", to="synthesis.scenario")),
                        ("workspace", models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name="+", to="tenancy.workspace")),
                    ],
                    options={
                        "ordering": ["-created_at", "-pk"],
                        "indexes": [models.Index(fields=["workspace", "-created_at"], name="audit_ws_created")],
                        "db_table": "review_auditevent",
                    },
                ),
            ],
            database_operations=[],
        ),
        # 2. Give it its own name, then the generic shape.
        migrations.AlterModelTable(name="auditevent", table=None),
        migrations.RenameField(model_name="auditevent", old_name="item_label", new_name="target_label"),
        migrations.AlterField(
            model_name="auditevent",
            name="target_label",
            field=models.CharField(blank=True, default="", max_length=200),
        ),
        migrations.AddField(
            model_name="auditevent",
            name="actor_name",
            field=models.CharField(blank=True, default="", max_length=150),
        ),
        migrations.AddField(
            model_name="auditevent",
            name="target_kind",
            field=models.CharField(blank=True, default="", max_length=40),
        ),
        migrations.AddField(
            model_name="auditevent",
            name="target_id",
            field=models.CharField(blank=True, default="", max_length=64),
        ),
        migrations.AlterField(
            model_name="auditevent",
            name="workspace",
            field=models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.CASCADE, related_name="+", to="tenancy.workspace"),
        ),
        migrations.RunPython(fill_targets, empty_targets),
        migrations.RemoveField(model_name="auditevent", name="environment"),
        migrations.RemoveField(model_name="auditevent", name="scenario"),
        migrations.AddIndex(
            model_name="auditevent",
            index=models.Index(fields=["workspace", "target_kind", "target_id"], name="audit_ws_target"),
        ),
        migrations.CreateModel(
            name="LoginFailure",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("username", models.CharField(db_index=True, max_length=150)),
                ("address", models.CharField(db_index=True, max_length=64)),
                ("at", models.DateTimeField(db_index=True)),
            ],
        ),
    ]
