import type { Contact } from '@hrt/shared/schemas/contacts';
import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { paths } from '@/config/paths';
import { ContactReach } from './contact-reach';

interface ContactListProps {
  contacts: Contact[];
  canEdit: boolean;
  onEdit: (contact: Contact) => void;
  onDelete: (contact: Contact) => void;
}

function ContactLink({ contact }: { contact: Contact }) {
  return (
    <Link
      to={paths.contact.href(contact.id)}
      className="font-medium underline decoration-muted-foreground/40 underline-offset-4 hover:decoration-current"
    >
      {contact.name}
    </Link>
  );
}

function EditButtons({
  contact,
  onEdit,
  onDelete,
}: Omit<ContactListProps, 'contacts' | 'canEdit'> & { contact: Contact }) {
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        onClick={() => onEdit(contact)}
        aria-label={`Edit ${contact.name}`}
      >
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        onClick={() => onDelete(contact)}
        aria-label={`Delete ${contact.name}`}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </>
  );
}

/** A phone's list: a card per contact, its phone and e-mail ready to tap. */
export function ContactCards({ contacts, canEdit, onEdit, onDelete }: ContactListProps) {
  return (
    <ul className="grid gap-3">
      {contacts.map((contact) => (
        <li key={contact.id}>
          <Card className="grid gap-2 p-4" role="article" aria-label={contact.name}>
            <div className="flex items-start justify-between gap-2">
              <div className="grid min-w-0 gap-0.5">
                <ContactLink contact={contact} />
                {contact.company && (
                  <p className="truncate text-sm text-muted-foreground">{contact.company}</p>
                )}
              </div>
              <Badge variant="outline">{contact.trade}</Badge>
            </div>
            <div className="text-sm">
              <ContactReach contact={contact} />
            </div>
            {canEdit && (
              <div className="-mb-2 flex justify-end border-t pt-1">
                <EditButtons contact={contact} onEdit={onEdit} onDelete={onDelete} />
              </div>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** A desktop's list: one row per contact. */
export function ContactTable({ contacts, canEdit, onEdit, onDelete }: ContactListProps) {
  return (
    <Card>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead>Company</TableHead>
            <TableHead>Trade</TableHead>
            <TableHead>Phone and e-mail</TableHead>
            {canEdit && (
              <TableHead className="text-right">
                <span className="sr-only">Actions</span>
              </TableHead>
            )}
          </TableRow>
        </TableHeader>
        <TableBody>
          {contacts.map((contact) => (
            <TableRow key={contact.id}>
              <TableCell>
                <ContactLink contact={contact} />
              </TableCell>
              <TableCell>{contact.company || '-'}</TableCell>
              <TableCell>
                <Badge variant="outline">{contact.trade}</Badge>
              </TableCell>
              <TableCell>
                <ContactReach contact={contact} />
              </TableCell>
              {canEdit && (
                <TableCell>
                  <div className="flex justify-end">
                    <EditButtons contact={contact} onEdit={onEdit} onDelete={onDelete} />
                  </div>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}
