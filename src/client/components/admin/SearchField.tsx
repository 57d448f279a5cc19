import { useEffect, useId, useState } from 'react';
import { inputClass, labelClass } from './ui';

/** A search box that applies what staff type after a short pause. */
export function SearchField({ label, value, placeholder, onSearch }: { label: string; value: string; placeholder: string; onSearch: (text: string) => void }) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <div className="min-w-0 flex-1 sm:min-w-[16rem]">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input id={id} type="search" value={text} placeholder={placeholder} onChange={(event) => setText(event.target.value)} className={inputClass} />
    </div>
  );
}

export function SelectField<T extends string>({ label, value, options, onChange }: { label: string; value: string; options: [T | '', string][]; onChange: (value: T | '') => void }) {
  const id = useId();
  return (
    <div className="w-full sm:w-48">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as T | '')} className={inputClass}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
