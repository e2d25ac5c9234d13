from __future__ import annotations

from django import forms

from envstudio.tenancy.models import Role


class WorkspaceForm(forms.Form):
    name = forms.CharField(max_length=200)


class AddMemberForm(forms.Form):
    username = forms.CharField(max_length=150)
    role = forms.ChoiceField(choices=Role.choices, initial=Role.VIEWER)


class ChangeRoleForm(forms.Form):
    role = forms.ChoiceField(choices=Role.choices)


class CreateMemberForm(forms.Form):
    username = forms.CharField(max_length=150)
    email = forms.EmailField(required=False)
    role = forms.ChoiceField(choices=Role.choices, initial=Role.REVIEWER)
