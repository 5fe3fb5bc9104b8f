import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { useZodForm, type TFieldErrors } from './use-zod-form';

const ZPetSchema = z.object({
  name: z.string().trim().min(1, 'name cannot be blank').max(5, 'name is too long'),
  tags: z.array(z.string()).min(1, 'give at least one tag'),
});

type TPet = z.output<typeof ZPetSchema>;
type TPetFormProps = {
  onValid(pet: TPet): unknown;
  onInvalid?(errors: TFieldErrors): void;
  onEdit?(): void;
  /** A check the schema cannot make: no pet is called Rex. */
  isRexRefused?: boolean;
};

/** A form as the pages build one: text bound with `field`, a checkbox with `setValue`. */
function PetForm({ onValid, onInvalid, onEdit, isRexRefused = false }: TPetFormProps) {
  const form = useZodForm({
    schema: ZPetSchema,
    initialValues: { name: 'Tom', tags: 'cat', isIndoor: false },
    toInput: ({ name, tags }) => ({ name, tags: tags.split(',').filter(Boolean) }),
    check: ({ name }): TFieldErrors => (isRexRefused && name === 'Rex' ? { name: 'Rex is taken' } : {}),
    onValid,
    onInvalid,
    onEdit,
  });
  const { value: name, onChange: changeName, error: nameError } = form.field('name');
  const { value: tags, onChange: changeTags, error: tagsError } = form.field('tags');
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <label>
        Name <input value={name} onChange={changeName} />
      </label>
      {nameError && <p>Name: {nameError}</p>}
      <label>
        Tags <input value={tags} onChange={changeTags} />
      </label>
      {tagsError && <p>Tags: {tagsError}</p>}
      <label>
        Indoor
        <input
          type="checkbox"
          checked={form.values.isIndoor}
          onChange={(event) => form.setValue('isIndoor', event.target.checked)}
        />
      </label>
      <button type="submit">Save</button>
      <button type="button" onClick={() => form.setErrors({ name: 'the server refused it' })}>
        Refuse
      </button>
      <button type="button" onClick={form.reset}>
        Reset
      </button>
    </form>
  );
}

function renderForm(props: Partial<TPetFormProps> = {}) {
  const onValid = vi.fn();
  render(<PetForm onValid={onValid} {...props} />);
  return { user: userEvent.setup(), onValid };
}

const save = () => screen.getByRole('button', { name: 'Save' });

describe('useZodForm', () => {
  it('hands the data the schema parsed from the converted values to onValid', async () => {
    const { user, onValid } = renderForm();
    await user.type(screen.getByLabelText('Name'), '  ');
    await user.type(screen.getByLabelText('Tags'), ',dog');
    await user.click(save());

    expect(onValid).toHaveBeenCalledExactlyOnceWith({ name: 'Tom', tags: ['cat', 'dog'] });
    expect(screen.queryByText(/^(Name|Tags):/)).not.toBeInTheDocument();
  });

  it('shows no error before a submit, then the first message of each field and calls onInvalid', async () => {
    const onInvalid = vi.fn();
    const { user, onValid } = renderForm({ onInvalid });
    await user.clear(screen.getByLabelText('Name'));
    await user.clear(screen.getByLabelText('Tags'));
    expect(screen.queryByText(/^(Name|Tags):/)).not.toBeInTheDocument();

    await user.click(save());
    expect(screen.getByText('Name: name cannot be blank')).toBeInTheDocument();
    expect(screen.getByText('Tags: give at least one tag')).toBeInTheDocument();
    expect(onInvalid).toHaveBeenCalledExactlyOnceWith({
      name: 'name cannot be blank',
      tags: 'give at least one tag',
    });
    expect(onValid).not.toHaveBeenCalled();
  });

  it('keeps the errors while the visitor edits and checks again on the next submit', async () => {
    const { user, onValid } = renderForm();
    await user.type(screen.getByLabelText('Name'), 'ston');
    await user.click(save());
    expect(screen.getByText('Name: name is too long')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Tim');
    expect(screen.getByText('Name: name is too long')).toBeInTheDocument();

    await user.click(save());
    expect(screen.queryByText(/^Name:/)).not.toBeInTheDocument();
    expect(onValid).toHaveBeenCalledExactlyOnceWith({ name: 'Tim', tags: ['cat'] });
  });

  it("joins the check's messages to the schema's and calls nothing while either has one", async () => {
    const { user, onValid } = renderForm({ isRexRefused: true });
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Rex');
    await user.clear(screen.getByLabelText('Tags'));
    await user.click(save());

    expect(screen.getByText('Name: Rex is taken')).toBeInTheDocument();
    expect(screen.getByText('Tags: give at least one tag')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Tags'), 'dog');
    await user.click(save());
    expect(screen.getByText('Name: Rex is taken')).toBeInTheDocument();
    expect(screen.queryByText(/^Tags:/)).not.toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('runs onEdit on every edit, text or checkbox, but not on submit', async () => {
    const onEdit = vi.fn();
    const { user } = renderForm({ onEdit });
    await user.type(screen.getByLabelText('Name'), 'my');
    await user.click(screen.getByLabelText('Indoor'));
    expect(screen.getByLabelText('Indoor')).toBeChecked();
    expect(onEdit).toHaveBeenCalledTimes(3);

    await user.click(save());
    expect(onEdit).toHaveBeenCalledTimes(3);
  });

  it("shows errors set from outside, such as the server's, and reset brings back the first values", async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Name'), 'my');
    await user.click(screen.getByLabelText('Indoor'));
    await user.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(screen.getByText('Name: the server refused it')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Tom');
    expect(screen.getByLabelText('Indoor')).not.toBeChecked();
    expect(screen.queryByText(/^Name:/)).not.toBeInTheDocument();
  });
});
